// The exchange's side of an EVM test: users' deposit addresses, credited ERC-20 deposits, a funded
// hot wallet and approved withdrawals, all through the platform's own calls and jobs.
import { expect } from 'vitest';
import type { EvmChain } from '../../../server/chain/evm-chain';
import { createDepositWatcher } from '../../../server/modules/funds/deposit-watcher';
import { hashSecret } from '../../../server/modules/auth/passwords';
import type { TestServer } from '../harness';
import { createUser } from '../funds-fixtures';
import { TPWD, usdt } from '../withdraw-fixtures';
import type { EvmNode } from './evm-node';

export function evmExchange(server: () => TestServer, node: () => EvmNode) {
  const deps = () => server().platform.deps;
  const evm = () => deps().evm as EvmChain;
  const watcher = () => createDepositWatcher({ ...deps(), chain: evm() });

  async function depositAddress(token: string) {
    const res = await server().call('web/getQrcode', { chain: 'ERC20' }, { token });
    expect(res.code, res.message).toBe(0);
    return res.data.address as string;
  }

  /** Mines `blocks` blocks, letting the watcher scan after each one, as the scheduler would. */
  async function mineAndScan(blocks = 1) {
    for (let i = 0; i < blocks; i += 1) {
      await node().mine();
      await watcher().scan();
    }
  }

  /** A user with `amount` USDT credited by a real ERC-20 deposit to their own address. */
  async function fundedUser(amount: bigint) {
    const user = await createUser(deps(), 'evm');
    await deps().db.updateTable('users').set({ tpwd_hash: await hashSecret(TPWD) }).where('id', '=', user.id).execute();
    const address = await depositAddress(user.token);
    await node().sendUsdt(address, amount);
    await watcher().scan();
    await mineAndScan(evm().confirmations);
    return { ...user, address };
  }

  async function fundHotWallet() {
    await node().sendEth(evm().hotWallet!, '10');
    await node().sendUsdt(evm().hotWallet!, usdt(100_000));
    await mineAndScan(1);
  }

  /** A withdrawal of `amount` to `to`, submitted by a funded user and approved by `opToken`. */
  async function approvedWithdrawal(opToken: string, amount: string, to: string) {
    const user = await fundedUser(usdt(1000));
    const res = await server().call('web/withdraw', { chain: 'ERC20', address: to, amount, tpwd: TPWD }, { token: user.token });
    expect(res.code, res.message).toBe(0);
    const approved = await server().call('web/opsApproveWithdraw', { id: res.data.id, reason: 'checked' }, { token: opToken });
    expect(approved.code, approved.message).toBe(0);
    return { user, id: res.data.id as string };
  }

  async function withdrawalRecord(token: string, id: string) {
    const res = await server().call('web/withdrawRecords', {}, { token });
    return res.data.find((r: { id: string }) => r.id === id);
  }

  return { evm, watcher, depositAddress, mineAndScan, fundedUser, fundHotWallet, approvedWithdrawal, withdrawalRecord };
}
