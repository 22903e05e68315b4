// Model-based test of the contract money history on the real /leverTransactions page: loading,
// failing and retrying, the rows with their price records, and older pages asked for `before`
// the last row, a failed page keeping the rows shown.
import { act, cleanup, screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlatform } from '../../src/app/platform-context';
import { contractHistoryFlow, historyPageSize } from '../../src/machines/contract-history.flow';
import { ContractHistoryList } from '../../src/screens/contract-positions/ContractHistoryScreen';
import { contractHistoryFlowWith } from '../../src/screens/contract-positions/use-contract-history';
import { instruments, moneyRow, record } from './contract-positions-fixtures';
import { alertText, expectBusy, press } from './dom';
import { renderScreen, settle, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

function Page() {
  const { client } = usePlatform();
  return <ContractHistoryList flow={useActorRef(contractHistoryFlowWith(client))} />;
}

async function render() {
  ({ wire } = await renderScreen(<Page />, { url: '/leverTransactions', route: '/leverTransactions', member: testUser }));
}

const T0 = 1_790_000_000_000;
/** A full first page: the newest rows of one liquidated position, then margins of older ones. */
const firstPage = [
  moneyRow('cm_0000000060', { kind: 'shortfallCovered', amount: '6.04', symbol: 'XAUUSDT', position_id: 'cp_0000000003', record: record('XAUUSDT', '2500', T0 + 60_000), at: T0 + 60_000 }),
  moneyRow('cm_0000000059', { kind: 'pnl', amount: '-95.96', symbol: 'XAUUSDT', position_id: 'cp_0000000003', record: record('XAUUSDT', '2500', T0 + 60_000), at: T0 + 60_000 }),
  moneyRow('cm_0000000058', { kind: 'financing', amount: '-0.24', symbol: 'XAUUSDT', position_id: 'cp_0000000003', record: record('XAUUSDT', '2410', T0 + 50_000), at: T0 + 50_000 }),
  ...Array.from({ length: historyPageSize - 3 }, (_, i) => moneyRow(`cm_00000000${String(57 - i).padStart(2, '0')}`, { at: T0 - i * 1000 })),
];
const lastPage = [moneyRow('cm_0000000002', { kind: 'openFee', amount: '-0.6003', at: T0 - 100_000 }), moneyRow('cm_0000000001', { at: T0 - 100_000 })];
const rowOf = (id: string) => document.querySelector(`[data-money-id="${id}"]`) as HTMLElement | null;
const table = () => screen.getByRole('table', { name: 'Contract money history' });

async function answerFirst() {
  await act(async () => {
    wire.pending('contractHistory').resolve({ data: firstPage, message: '' });
    wire.pending('contractInstruments').resolve({ data: instruments({ replayed: true }), message: '' });
  });
  await settle();
}

const paths = modelPaths({
  machine: contractHistoryFlow,
  states: {
    loading: () => {
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('contractHistory').params).toEqual({ limit: 50 });
    },
    unavailable: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      expect(screen.getByText('Replayed prices: this deployment replays recorded prices, not live ones. Positions here are for practice.')).toBeTruthy();
      const pages = wire.callsOf('contractHistory').filter((c) => c.settled && c.params.before).length;
      const more = screen.queryByRole('button', { name: 'Show older' });
      if (rowOf('cm_0000000001')) expect(more).toBeNull();
      else expect(more).toBeTruthy();
      expect(within(table()).getAllByRole('row')).toHaveLength(1 + firstPage.length + (rowOf('cm_0000000001') ? lastPage.length : 0));
      expect(pages).toBeLessThanOrEqual(2);
    },
    loadingMore: () => {
      expectBusy('Show older');
      expect(wire.pending('contractHistory').params).toEqual({ limit: 50, before: firstPage.at(-1)!.id });
      // The page's instruments were read once, with the first page.
      expect(wire.callsOf('contractInstruments')).toHaveLength(wire.callsOf('contractHistory').filter((c) => !c.params.before).length);
      expect(rowOf('cm_0000000060')).toBeTruthy();
    },
  },
  events: {
    RENDER: render,
    'loadHistory.done': answerFirst,
    'loadHistory.failed': () => wire.cutOff('contractHistory'),
    RETRY: () => press('Try again'),
    'MORE [hasMore]': () => press('Show older'),
    'loadMore.done': async () => {
      await wire.answer('contractHistory', lastPage);
      expect(rowOf('cm_0000000001')).toBeTruthy();
    },
    'loadMore.failed': async () => {
      await wire.cutOff('contractHistory');
      expect(alertText()).toContain('could not be reached');
      expect(rowOf('cm_0000000060')).toBeTruthy();
    },
  },
});

describe('contract money history on /leverTransactions (model paths)', () => {
  afterEach(cleanup);
  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(4);
  });
  for (const path of paths) it(path.description, path.run);
});

describe('contract money history, beyond the chart', () => {
  afterEach(cleanup);

  it('names each movement, signs its amount and shows the price record that priced it', async () => {
    await render();
    await answerFirst();
    const shortfall = within(rowOf('cm_0000000060')!);
    expect(shortfall.getByText('Loss beyond the margin, covered by the platform')).toBeTruthy();
    expect(shortfall.getByText('6.04 USDT')).toBeTruthy();
    expect(shortfall.getByText('XAUUSDT · cp_0000000003')).toBeTruthy();
    expect(rowOf('cm_0000000060')!.querySelector('[data-price-record="pr_XAUUSDT_1790000060000"]')!.textContent).toMatch(/^price record pr_XAUUSDT_1790000060000: 2500 USDT at .+ \(simulated\)$/);
    expect(within(rowOf('cm_0000000059')!).getByText('-95.96 USDT')).toBeTruthy();
    expect(within(rowOf('cm_0000000058')!).getByText('Financing')).toBeTruthy();
  });

  it('says so when no contract money has moved', async () => {
    await render();
    await act(async () => {
      wire.pending('contractHistory').resolve({ data: [], message: '' });
      wire.pending('contractInstruments').resolve({ data: instruments(), message: '' });
    });
    await settle();
    expect(screen.getByText('No contract money has moved yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(screen.queryByText(/replayed/i)).toBeNull();
  });
});
