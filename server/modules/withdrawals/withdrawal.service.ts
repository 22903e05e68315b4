// Withdrawals as the user makes them: the policy with the user's progress, submission (transaction
// password first, then policy check, record and freeze in one transaction), cancel while under
// review, and the records with their timelines.
import type { Lang } from '../../../api/languages';
import { fromMinor, toMinor } from '../../../api/money';
import { canMove } from '../../../api/lifecycles/lifecycle';
import { withdrawalLifecycle, withdrawalStatus, type WithdrawalState } from '../../../api/lifecycles/withdrawal.lifecycle';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { hasMessage, translate } from '../../core/i18n';
import { verifyTransactionPassword } from '../account/transaction-password';
import { enabledAsset, enabledAssets } from '../funds/assets.store';
import { orderTimeline } from '../funds/deposit-records.service';
import { userAccount } from '../ledger/ledger';
import { isValidAddress } from '../../../api/address-format';
import { chainsOf } from '../../chain/chains';
import { BANK_CHAIN, enforcePolicy, loadPolicy, policyDay, userProgress } from './withdraw-policy';
import { freezeWithdrawalAmount, moveWithdrawal } from './withdrawal-moves';
import { enforceAllowlist } from '../allowlist/allowlist.service';
import { enforceTradeOnlyHold, tradeOnlyHeldOf } from '../rewards/trade-only-hold';
import {
  findUsersWithdrawal, findWithdrawalByRtoken, lockUserForWithdrawal, withdrawalEvents, withdrawalsOfUser, type WithdrawalRow,
} from './withdrawal.store';

const RECORDS_SHOWN = 200;

/** Allowed chains that have a sender here: the built-in chain, and the EVM chain when it is configured. */
const sendableChains = (deps: Pick<Deps, 'chain' | 'evm'>, chains: string[]) => chains.filter((c) => chainsOf(deps).some((chain) => chain.name === c));
export const AUTO_APPROVAL_ACTOR = 'system:auto-approval';

export interface BankDetails {
  bank_name: string; bank_number: string; swift: string; bank_address: string; payee_name: string; payee_phone: string; payee_address: string;
}

export interface WithdrawalRequest {
  currency: string;
  amount: string;
  tpwd: string;
  chain: string;
  address: string;
  memo?: string;
  bank?: BankDetails;
}

async function assetOf(deps: Pick<Deps, 'db'>, code: string) {
  return (await enabledAsset(deps.db, code)) ?? fail('assetUnknown');
}

export async function withdrawPolicyView(deps: Pick<Deps, 'db' | 'clock' | 'ledger' | 'chain' | 'evm'>, userId: string, currency: string) {
  const asset = await assetOf(deps, currency);
  const policy = await loadPolicy(deps.db, asset);
  const progress = await userProgress(deps, deps.db, userId, asset.code, policy);
  const chains = sendableChains(deps, policy.chains);
  const available = await deps.ledger.balance(deps.db, userAccount(userId, asset.code, 'spot'));
  const user = await deps.db.selectFrom('users').select('tpwd_hash').where('id', '=', userId).executeTakeFirst();
  const m = (v: bigint) => fromMinor(v, asset.scale);
  return {
    currency: asset.code,
    scale: asset.scale,
    chains,
    bank_enabled: policy.bankEnabled,
    fee: m(policy.fee), min: m(policy.min), max: m(policy.max),
    window: { start: policy.window.start, end: policy.window.end, time_zone: policy.window.timeZone, open_now: progress.windowOpen },
    per_day: policy.perDay,
    left_today: progress.leftToday,
    turnover: {
      ratio: String(policy.turnoverRatio), deposits: m(progress.deposits), required: m(progress.required), volume: m(progress.volume), met: progress.turnoverMet,
    },
    kyc: { required: policy.kycLevel, met: progress.kycMet },
    lock_until: progress.lockUntil,
    auto_approve_below: m(policy.autoApproveBelow),
    review_hours: policy.reviewHours,
    available: m(available),
    trade_only_held: m(await tradeOnlyHeldOf(deps.db, userId, asset.code)),
    tpwd_set: Boolean(user?.tpwd_hash),
    can_withdraw: progress.windowOpen && progress.leftToday > 0 && progress.turnoverMet && progress.kycMet && progress.lockUntil === null,
  };
}

/** Submits a withdrawal; the same rtoken again answers the first withdrawal and changes nothing. */
export async function submitWithdrawal(deps: Pick<Deps, 'config' | 'db' | 'dialect' | 'clock' | 'ids' | 'ledger' | 'chain' | 'evm' | 'messages'>, userId: string, rtoken: string, req: WithdrawalRequest, lang: Lang) {
  const asset = await assetOf(deps, req.currency);
  const amount = toMinor(req.amount, asset.scale);
  if (amount === null || amount <= 0n) fail('amountInvalid');
  const kind = req.bank ? 'bank' : 'chain';
  if (kind === 'chain' && !isValidAddress(req.chain, req.address)) fail(['LOCAL', 'ERC20'].includes(req.chain) ? 'addressInvalid' : 'chainUnknown');

  const earlier = await findWithdrawalByRtoken(deps.db, userId, rtoken);
  if (earlier) return (await withdrawalRecords(deps, userId, lang, [earlier]))[0];
  // Slow hash check before the money transaction; a wrong try stays counted.
  await verifyTransactionPassword(deps, deps.db, userId, req.tpwd);

  const row = await deps.db.transaction().execute(async (trx) => {
    if (deps.dialect === 'postgres') await lockUserForWithdrawal(trx, userId);
    const again = await findWithdrawalByRtoken(trx, userId, rtoken);
    if (again) return again;
    const policy = await loadPolicy(trx, asset);
    policy.chains = sendableChains(deps, policy.chains);
    const progress = await userProgress(deps, trx, userId, asset.code, policy);
    enforcePolicy(policy, progress, asset, req.chain, amount);
    if (kind === 'chain') await enforceAllowlist(deps, trx, userId, req.chain, req.address);
    await enforceTradeOnlyHold(deps, trx, userId, asset, amount);
    const now = deps.clock.now();
    const w: WithdrawalRow = {
      id: deps.ids.next('wd'), user_id: userId, kind, asset: asset.code, chain: req.chain, address: req.address, memo: req.memo ?? '',
      bank: req.bank ? JSON.stringify(req.bank) : null, amount, fee: policy.fee, state: withdrawalLifecycle.config.initial as string,
      reason: null, tx_hash: null, broadcast_height: null, rtoken, day: policyDay(now, policy.window), created_at: BigInt(now), updated_at: BigInt(now),
    };
    await trx.insertInto('withdrawals').values(w).execute();
    await freezeWithdrawalAmount(deps, trx, w, `user:${userId}`);
    if (policy.autoApproveBelow > 0n && amount < policy.autoApproveBelow) {
      // Approved by the rule: the move tells the user, as a reviewer's approval does.
      return moveWithdrawal(deps, trx, w, { event: 'APPROVE', actor: AUTO_APPROVAL_ACTOR });
    }
    return w;
  });
  return (await withdrawalRecords(deps, userId, lang, [row]))[0];
}

export async function cancelWithdrawal(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'ledger' | 'messages'>, userId: string, id: string, lang: Lang) {
  const row = await deps.db.transaction().execute(async (trx) => {
    const w = (await findUsersWithdrawal(trx, userId, id)) ?? fail('notFound');
    return moveWithdrawal(deps, trx, w, { event: 'CANCEL', actor: `user:${userId}`, reason: 'withdraw.reason.cancelled' });
  });
  return (await withdrawalRecords(deps, userId, lang, [row]))[0];
}

const maskedAccount = (bank: string | null) => {
  const number = bank ? String((JSON.parse(bank) as BankDetails).bank_number) : '';
  return number.length > 4 ? `**** ${number.slice(-4)}` : number;
};

const shownReason = (lang: Lang, reason: string | null) => (reason === null ? null : hasMessage(reason) ? translate(lang, reason) : reason);

/** The user's withdrawals (or the given rows of that user) as records with their timelines. */
export async function withdrawalRecords(deps: Pick<Deps, 'db'>, userId: string, lang: Lang, rows?: WithdrawalRow[]) {
  const list = rows ?? (await withdrawalsOfUser(deps.db, userId, RECORDS_SHOWN));
  const scales = new Map((await enabledAssets(deps.db)).map((a) => [a.code, a.scale]));
  const events = await withdrawalEvents(deps.db, list.map((w) => w.id));
  return list.map((w) => {
    const scale = scales.get(w.asset) ?? 0;
    const state = w.state as WithdrawalState;
    const amount = BigInt(w.amount);
    const fee = BigInt(w.fee);
    return {
      id: w.id,
      kind: w.kind,
      currency: w.asset,
      chain: w.chain,
      address: w.kind === 'bank' ? maskedAccount(w.bank) : w.address,
      memo: w.memo,
      amount: fromMinor(amount, scale),
      fee: fromMinor(fee, scale),
      received: fromMinor(amount - fee, scale),
      state,
      status: withdrawalStatus(state),
      reason: shownReason(lang, w.reason),
      tx_hash: w.tx_hash,
      can_cancel: canMove(withdrawalLifecycle, state, { type: 'CANCEL' }),
      created_at: Number(w.created_at),
      timeline: orderTimeline(events.filter((e) => e.entity_id === w.id)).map((e) => ({ state: e.to_state, at: Number(e.at), reason: shownReason(lang, e.reason) })),
    };
  });
}

export { BANK_CHAIN };
