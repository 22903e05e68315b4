// The withdrawal allowlist: a newly saved address becomes usable only after the delay
// (`withdraw.addressDelayHours`), announced by mail with a one-time link that cancels it until then;
// its activation is due work scheduled in the transaction that saves it. A withdrawal to a pending
// address is refused with the time it becomes usable. With "allowlist only" on, withdrawals go only
// to active saved addresses; switching it on is immediate, switching it off waits the same delay
// (the protection stays on meanwhile, and switching on again keeps it on).
import type { Insertable } from 'kysely';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import type { WithdrawAddressesTable } from '../../db/schema';
import { fail } from '../../core/failures';
import { newToken, sha256 } from '../../platform';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { withdrawAddressLifecycle, type WithdrawAddressState } from '../../../api/lifecycles/withdraw-address.lifecycle';
import { mailUser, utcText } from '../../mail/user-mail';
import { getSetting } from '../settings/settings';
import { verifyTransactionPassword } from '../account/transaction-password';
import {
  addressByCancelToken, addressById, allowlistMode, endAllowlistMode, movePendingAddress, savedEntriesFor, writeAllowlistMode,
} from './allowlist.store';

const ACTIVATE = 'allowlist.activate';
const SWITCH_OFF = 'allowlist.off';
const HOUR_MS = 3600_000;

type NewAddress = Omit<Insertable<WithdrawAddressesTable>, 'state' | 'usable_at' | 'cancel_token_hash' | 'cancel_expires_at'>;

async function delayMs(deps: Pick<Deps, 'db'>) {
  return (await getSetting(deps.db, 'withdraw.addressDelayHours')) * HOUR_MS;
}

/** Saves a new address as pending, schedules its activation and mails the user the cancel link. */
export async function saveWithDelay(deps: Pick<Deps, 'db' | 'clock' | 'random' | 'due' | 'mailer' | 'log' | 'config'>, address: NewAddress) {
  const token = newToken(deps.random);
  const usableAt = deps.clock.now() + await delayMs(deps);
  const row = {
    ...address, state: withdrawAddressLifecycle.config.initial as WithdrawAddressState, usable_at: BigInt(usableAt),
    cancel_token_hash: sha256(token), cancel_expires_at: BigInt(usableAt),
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('withdraw_addresses').values(row).execute();
    await deps.due.schedule(trx, ACTIVATE, row.id, usableAt);
  });
  const link = `${(await getSetting(deps.db, 'site.url')).replace(/\/+$/, '')}/addressCancel?token=${token}`;
  await mailUser(deps, address.user_id, 'mail.addressAddedSubject', 'mail.addressAddedBody', {
    address: address.address, chain: address.chain, until: utcText(usableAt), link,
  });
  return row;
}

async function moveAddress(trx: Executor, id: string, from: string, event: 'DELAY_PASSED' | 'CANCEL') {
  return movePendingAddress(trx, id, mustMove(withdrawAddressLifecycle, from, { type: event }));
}

/** The mailed link: cancels a still pending address once; a used, expired or unknown link is refused. */
export async function cancelAddressByLink(deps: Pick<Deps, 'db' | 'clock'>, token: string) {
  const row = await addressByCancelToken(deps.db, sha256(token));
  if (!row || row.state !== 'pending' || Number(row.cancel_expires_at) <= deps.clock.now()) fail('cancelLinkInvalid');
  if (!(await moveAddress(deps.db, row.id, row.state, 'CANCEL'))) fail('cancelLinkInvalid');
  return { currency: row.currency, chain: row.chain, address: row.address, state: 'cancelled' as const };
}

/** A withdrawal to this chain address is allowed by the allowlist, or refused saying why. */
export async function enforceAllowlist(deps: Pick<Deps, 'clock'>, db: Executor, userId: string, chain: string, address: string) {
  const entries = await savedEntriesFor(db, userId, chain, address);
  if (entries.some((e) => e.state === 'active')) return;
  const pending = entries.find((e) => e.state === 'pending');
  if (pending) fail('addressPending', { until: utcText(Number(pending.usable_at)) }, { usable_at: Number(pending.usable_at) });
  if ((await allowlistMode(db, userId))?.on) fail('addressNotAllowlisted');
}

export async function allowlistView(deps: Pick<Deps, 'db'>, userId: string) {
  const mode = await allowlistMode(deps.db, userId);
  return {
    allowlist_only: Boolean(mode?.on),
    off_at: mode?.off_at == null ? null : Number(mode.off_at),
    delay_hours: await getSetting(deps.db, 'withdraw.addressDelayHours'),
  };
}

/** On at once; off only after the delay, announced by mail. The transaction password confirms either. */
export async function setAllowlistOnly(deps: Pick<Deps, 'config' | 'db' | 'clock' | 'due' | 'mailer' | 'log'>, userId: string, on: boolean, tpwd: string) {
  await verifyTransactionPassword(deps, deps.db, userId, tpwd);
  const now = deps.clock.now();
  const mode = await allowlistMode(deps.db, userId);
  if (on) await writeAllowlistMode(deps.db, userId, true, null, now);
  else if (mode?.on && mode.off_at === null) {
    const offAt = now + await delayMs(deps);
    await deps.db.transaction().execute(async (trx) => {
      await writeAllowlistMode(trx, userId, true, offAt, now);
      await deps.due.schedule(trx, SWITCH_OFF, `${userId}@${offAt}`, offAt);
    });
    await mailUser(deps, userId, 'mail.allowlistOffSubject', 'mail.allowlistOffBody', { until: utcText(offAt) });
  }
  return allowlistView(deps, userId);
}

export function registerAllowlistWork(deps: Pick<Deps, 'due' | 'clock'>) {
  deps.due.handle(ACTIVATE, async (trx, item) => {
    const row = await addressById(trx, item.subject);
    if (row?.state === 'pending') await moveAddress(trx, row.id, row.state, 'DELAY_PASSED');
  });
  deps.due.handle(SWITCH_OFF, async (trx, item) => {
    await endAllowlistMode(trx, item.subject.slice(0, item.subject.lastIndexOf('@')), item.dueAt, deps.clock.now());
  });
}
