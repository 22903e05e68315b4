import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ledgerExportFlow, recordsFlow, recordsPollMs, type LedgerFile, type RecordItem } from '../../../src/machines/records.flow';
import { compareDecimal, ledgerRows, parseCsv } from '../../../src/machines/funds-ledger';
import { flushPromises, heldService, offline, serverSays } from './support';

function startRecords() {
  const load = heldService<RecordItem[], void>();
  const actor = createActor(recordsFlow.provide({ actors: { loadRecords: load.logic } })).start();
  return { actor, load };
}

describe('records flow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls while a record is processing and stops once none is', async () => {
    const { actor, load } = startRecords();
    load.last().resolve([{ id: 'd1', status: 1 }]);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('watching');
    await vi.advanceTimersByTimeAsync(recordsPollMs);
    expect(load.calls).toHaveLength(2);
    load.last().resolve([{ id: 'd1', status: 2 }]);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('settled');
    await vi.advanceTimersByTimeAsync(recordsPollMs * 5);
    expect(load.calls).toHaveLength(2);
  });

  it('keeps the list when loading again, refreshes on demand and retries after a failure', async () => {
    const { actor, load } = startRecords();
    load.last().reject(offline());
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'unreachable' });
    actor.send({ type: 'RETRY' });
    load.last().resolve([{ id: 't1', status: 2 }]);
    await flushPromises();
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().context.items).toEqual([{ id: 't1', status: 2 }]);
    expect(load.calls).toHaveLength(3);
  });

  it('opens one timeline at a time and closes it again', () => {
    const { actor } = startRecords();
    actor.send({ type: 'OPEN', id: 'a' });
    actor.send({ type: 'OPEN', id: 'b' });
    expect(actor.getSnapshot().context.openId).toBe('b');
    actor.send({ type: 'OPEN', id: 'b' });
    expect(actor.getSnapshot().context.openId).toBeNull();
  });
});

describe('ledger export flow', () => {
  it('hands the file to saveFile and says the number of rows', async () => {
    const exportLedger = heldService<LedgerFile, void>();
    const saveFile = vi.fn();
    const actor = createActor(ledgerExportFlow.provide({ actors: { exportLedger: exportLedger.logic }, actions: { saveFile: (_, f) => saveFile(f) } })).start();
    actor.send({ type: 'EXPORT' });
    expect(actor.getSnapshot().value).toBe('exporting');
    exportLedger.last().resolve({ filename: 'ledger.csv', csv: 'a\r\n', rows: 0 });
    await flushPromises();
    expect(saveFile).toHaveBeenCalledWith({ filename: 'ledger.csv', csv: 'a\r\n', rows: 0 });
    expect(actor.getSnapshot().context.rows).toBe(0);
    actor.send({ type: 'EXPORT' });
    exportLedger.last().reject(serverSays(4001, 'Too many requests'));
    await flushPromises();
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'server', code: 4001, message: 'Too many requests' });
  });
});

describe('the ledger CSV', () => {
  const csv = 'time,entry_id,reason,ref_type,ref_id,currency,account,amount,balance_after\r\n'
    + '2026-01-01T00:00:00.000Z,e1,deposit,deposit,d1,USDT,spot,1000,1000\r\n'
    + '2026-01-01T00:01:00.000Z,e2,transfer,transfer,t1,USDT,spot,-250.5,749.5\r\n'
    + '2026-01-01T00:01:00.000Z,e2,transfer,transfer,t1,USDT,contract,250.5,250.5\r\n'
    + '2026-01-01T00:02:00.000Z,e3,"a, ""quoted"" reason",x,y,USDT,contract,-0.5,250\r\n';

  it('parses quoted cells', () => {
    expect(parseCsv('a,"b,c","d""e"\r\n')).toEqual([['a', 'b,c', 'd"e']]);
  });

  it('gives rows newest first with their account and balance after', () => {
    const rows = ledgerRows(csv);
    expect(rows.map((r) => r.reason)).toEqual(['a, "quoted" reason', 'transfer', 'transfer', 'deposit']);
    expect(rows.map((r) => [r.account, r.balanceAfter])).toEqual([['contract', '250'], ['contract', '250.5'], ['spot', '749.5'], ['spot', '1000']]);
  });

  it('compares decimals without floats', () => {
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('1000000000000.000000000000000001', '1000000000000')).toBe(1);
    expect(compareDecimal('x', '1')).toBeNull();
  });
});

describe('records flow after a send', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps loading until the sent deposit shows, then polls only while it is processing', async () => {
    const { actor, load } = startRecords();
    load.last().resolve([]);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('settled');
    actor.send({ type: 'REFRESH', expectNew: true });
    load.last().resolve([]);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('watching');
    await vi.advanceTimersByTimeAsync(recordsPollMs);
    load.last().resolve([{ id: 'd1', status: 1 }]);
    await flushPromises();
    expect(actor.getSnapshot().context.expectAbove).toBeNull();
    await vi.advanceTimersByTimeAsync(recordsPollMs);
    load.last().resolve([{ id: 'd1', status: 2 }]);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('settled');
  });
});
