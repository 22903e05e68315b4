import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { WithdrawalRecord } from '../../../src/machines/withdrawal.flow';
import { canCancel, withdrawRecordsFlow } from '../../../src/machines/withdraw-records.flow';
import { record } from './withdraw-fixtures';
import { heldService, offline, serverSays } from './support';

async function startRecords(records: WithdrawalRecord[]) {
  const loadRecords = heldService<WithdrawalRecord[], void>();
  const cancelWithdrawal = heldService<WithdrawalRecord, { id: string }>();
  const actor = createActor(withdrawRecordsFlow.provide({ actors: { loadRecords: loadRecords.logic, cancelWithdrawal: cancelWithdrawal.logic } })).start();
  loadRecords.last().resolve(records);
  await waitFor(actor, (s) => s.matches('ready'));
  return { actor, loadRecords, cancelWithdrawal };
}

const rejected = record({
  id: 'w2', state: 'rejected', status: 0, can_cancel: false, reason: 'Address belongs to a sanctioned entity',
  timeline: [{ state: 'underReview', at: 1, reason: null }, { state: 'rejected', at: 2, reason: 'Address belongs to a sanctioned entity' }],
});

describe('withdrawal records flow', () => {
  it('offers cancel only while under review, as the lifecycle and the server both say', () => {
    expect(canCancel(record())).toBe(true);
    expect(canCancel(record({ can_cancel: false }))).toBe(false);
    expect(canCancel(record({ state: 'approved', can_cancel: true }))).toBe(false);
    expect(canCancel(rejected)).toBe(false);
  });

  it('opens and closes a timeline', async () => {
    const { actor } = await startRecords([record(), rejected]);
    actor.send({ type: 'OPEN', id: 'w2' });
    expect(actor.getSnapshot().context.openId).toBe('w2');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().context.openId).toBeNull();
  });

  it('cancels after the user confirms, and shows the cancelled record', async () => {
    const { actor, cancelWithdrawal } = await startRecords([record(), rejected]);
    actor.send({ type: 'CANCEL', id: 'w2' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'CANCEL', id: 'w1' });
    expect(actor.getSnapshot().value).toBe('confirmingCancel');
    actor.send({ type: 'KEEP' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'CANCEL', id: 'w1' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    expect(cancelWithdrawal.last().input).toEqual({ id: 'w1' });
    cancelWithdrawal.last().resolve(record({ state: 'cancelled', status: 0, can_cancel: false, reason: 'Cancelled by you' }));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.records[0].state).toBe('cancelled');
    expect(actor.getSnapshot().context.openId).toBe('w1');
  });

  it('shows why a cancel was refused', async () => {
    const { actor, cancelWithdrawal } = await startRecords([record()]);
    actor.send({ type: 'CANCEL', id: 'w1' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    cancelWithdrawal.last().reject(serverSays(4001, 'Already approved'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.refusal).toMatchObject({ message: 'Already approved' });
  });

  it('loads again after a failure', async () => {
    const loadRecords = heldService<WithdrawalRecord[], void>();
    const actor = createActor(withdrawRecordsFlow.provide({ actors: { loadRecords: loadRecords.logic } })).start();
    loadRecords.last().reject(offline());
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    loadRecords.last().resolve([]);
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
