// The user's deposits as web/depositRecords shows them: newest first, each with its timeline in
// the order the chart moved it, reasons translated, and the spec's status code.
import type { Lang } from '../../../api/languages';
import { fromMinor } from '../../../api/money';
import { depositStatus, type DepositState } from '../../../api/lifecycles/deposit.lifecycle';
import type { Deps } from '../../deps';
import { hasMessage, translate } from '../../core/i18n';
import { enabledAssets } from './assets.store';
import { minDepositOf } from './deposit-rules';
import { depositEvents, depositsOfUser } from './deposit.store';
import { manualDepositStatus, type ManualDepositState } from '../../../api/lifecycles/manual-deposit.lifecycle';
import { manualDepositEvents, manualDepositsOfUser, type ManualDepositRow } from './manual-deposit.store';

const RECORDS_SHOWN = 200;

interface TimelineEvent { from_state: string | null; to_state: string; reason: string | null; at: bigint }

/**
 * Events in the order they happened. Several moves can share a millisecond, so after time the
 * order follows the chart: each next event starts from the state the previous one reached.
 */
export function orderTimeline<E extends TimelineEvent>(events: E[]): E[] {
  const left = [...events].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const ordered: E[] = [];
  let state: string | null = null;
  while (left.length > 0) {
    const i = left.findIndex((e) => e.from_state === state);
    const [next] = left.splice(i >= 0 ? i : 0, 1);
    ordered.push(next);
    state = next.to_state;
  }
  return ordered;
}

/** Manual deposits as records: the reviewer's reason is shown as written. */
export async function manualDepositRecords(deps: Pick<Deps, 'db'>, rows: ManualDepositRow[]) {
  const scales = new Map((await enabledAssets(deps.db)).map((a) => [a.code, a.scale]));
  const events = await manualDepositEvents(deps.db, rows.map((d) => d.id));
  return rows.map((d) => {
    const state = d.state as ManualDepositState;
    return {
      id: d.id, kind: 'manual' as const, currency: d.asset, chain: d.chain, amount: fromMinor(BigInt(d.amount), scales.get(d.asset) ?? 0),
      tx_hash: d.tx_hash, state, status: manualDepositStatus(state), confirmations: 0, confirmations_required: 0,
      created_at: Number(d.created_at),
      timeline: orderTimeline(events.filter((e) => e.entity_id === d.id)).map((e) => ({ state: e.to_state, at: Number(e.at), reason: e.reason })),
    };
  });
}

/** Chain and manual deposits together, newest first. */
export async function depositRecords(deps: Pick<Deps, 'db'>, userId: string, lang: Lang) {
  const chain = await chainDepositRecords(deps, userId, lang);
  const manual = await manualDepositRecords(deps, await manualDepositsOfUser(deps.db, userId, RECORDS_SHOWN));
  return [...chain, ...manual].sort((a, b) => b.created_at - a.created_at).slice(0, RECORDS_SHOWN);
}

async function chainDepositRecords(deps: Pick<Deps, 'db'>, userId: string, lang: Lang) {
  const deposits = await depositsOfUser(deps.db, userId, RECORDS_SHOWN);
  const scales = new Map((await enabledAssets(deps.db)).map((a) => [a.code, a.scale]));
  const events = await depositEvents(deps.db, deposits.map((d) => d.id));
  return deposits.map((d) => {
    const scale = scales.get(d.asset) ?? 0;
    const vars = { min: fromMinor(minDepositOf(d.asset), scale), currency: d.asset };
    const timeline = orderTimeline(events.filter((e) => e.entity_id === d.id)).map((e) => ({
      state: e.to_state,
      at: Number(e.at),
      reason: e.reason === null ? null : hasMessage(e.reason) ? translate(lang, e.reason, vars) : e.reason,
    }));
    const state = d.state as DepositState;
    return {
      id: d.id,
      kind: 'chain' as const,
      currency: d.asset,
      chain: d.chain,
      amount: fromMinor(d.amount, scale),
      tx_hash: d.tx_hash,
      state,
      status: depositStatus(state),
      confirmations: Number(d.confirmations),
      confirmations_required: Number(d.confirmations_required),
      created_at: Number(d.created_at),
      timeline,
    };
  });
}
