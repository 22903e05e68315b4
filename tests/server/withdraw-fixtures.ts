// Shared arrangements of the transfer, withdrawal and operator tests: funded users with a
// transaction password, settings, the sender job and the closing audit.
import { expect } from 'vitest';
import type { Deps } from '../../server/deps';
import { FAUCET_ADDRESS } from '../../server/chain/local-chain';
import { hashSecret } from '../../server/modules/auth/passwords';
import { setSetting, type SettingKey, type SettingValue } from '../../server/modules/settings/settings';
import { createWithdrawalSender, hotWalletAddress } from '../../server/modules/withdrawals/withdrawal-sender';
import { createOperator } from '../../server/modules/ops/operators';
import { createUser, mineAndScan } from './funds-fixtures';
import type { TestServer } from './harness';

export const TPWD = '123456';
export const usdt = (n: bigint | number) => BigInt(n) * 1_000_000n;
let tpwdHash: Promise<string> | null = null;

/** A user with a session, a transaction password and `amount` USDT credited by a real deposit on the local chain. */
export async function fundedUser(server: TestServer, amount: bigint, label = 'user') {
  const deps = server.platform.deps;
  const user = await createUser(deps, label);
  tpwdHash ??= hashSecret(TPWD);
  await deps.db.updateTable('users').set({ tpwd_hash: await tpwdHash }).where('id', '=', user.id).execute();
  if (amount > 0n) {
    const qr = await server.call('web/getQrcode', {}, { token: user.token });
    expect(qr.code, qr.message).toBe(0);
    await deps.chain.send({ from: FAUCET_ADDRESS, to: qr.data.address, asset: 'USDT', amount });
    await mineAndScan(deps, deps.config.chain.confirmations);
  }
  return user;
}

export async function setSettings(deps: Deps, values: Partial<{ [K in SettingKey]: SettingValue<K> }>) {
  for (const [key, value] of Object.entries(values)) await setSetting(deps.db, key as SettingKey, value as never, 'test', deps.clock.now());
}

/** The sender job, driven by hand (the scheduler is not started in tests). */
export function sender(deps: Deps) {
  return createWithdrawalSender(deps);
}

/** Puts `amount` USDT on the hot wallet of the local chain. */
export async function fundHotWallet(deps: Deps, amount: bigint) {
  const hot = await hotWalletAddress(deps);
  await deps.chain.send({ from: FAUCET_ADDRESS, to: hot, asset: 'USDT', amount });
  await mineAndScan(deps);
  return hot;
}

export async function operatorToken(server: TestServer, role: 'reviewer' | 'admin' | 'editor' | 'support' = 'reviewer') {
  const email = `op.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'Operator-Pass-2026';
  await createOperator(server.platform.deps, { email, password, role });
  const res = await server.call('web/opsLogin', { email, password });
  expect(res.code, res.message).toBe(0);
  return res.data.token as string;
}

export async function balances(server: TestServer, token: string) {
  const res = await server.call('web/getAsset2', {}, { token });
  expect(res.code, res.message).toBe(0);
  const usdtRow = res.data.assets.find((a: any) => a.currency === 'USDT');
  return { available: usdtRow.available as string, frozen: usdtRow.frozen as string };
}

export async function walletBalance(deps: Deps, userId: string, wallet: string) {
  return deps.ledger.balance(deps.db, { owner: 'user', ownerId: userId, asset: 'USDT', wallet });
}

export async function expectCleanAudit(deps: Deps) {
  const report = await deps.ledger.audit(deps.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

/** Every spot_frozen balance equals the sum of its user's withdrawals whose amount is still frozen. */
export async function expectNoOrphanedFreeze(deps: Deps) {
  const frozen = await deps.db.selectFrom('ledger_accounts').select(['owner_id', 'balance'])
    .where('owner_kind', '=', 'user').where('wallet', '=', 'spot_frozen').where('asset', '=', 'USDT').execute();
  const open = await deps.db.selectFrom('withdrawals').select(['user_id', 'amount']).where('state', 'in', ['underReview', 'approved']).execute();
  const sums = new Map<string, bigint>();
  for (const w of open) sums.set(w.user_id, (sums.get(w.user_id) ?? 0n) + BigInt(w.amount));
  for (const f of frozen) expect(BigInt(f.balance), `frozen of ${f.owner_id}`).toBe(sums.get(f.owner_id) ?? 0n);
  for (const [userId, sum] of sums) expect(frozen.find((f) => f.owner_id === userId)?.balance, `frozen of ${userId}`).toBe(sum);
}
