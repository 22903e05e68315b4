// Proof of liabilities' reserves on the EVM chain, against an in-process node (ganache) with a
// real ERC-20: the published reserves add the token's balanceOf of every deposit address and of
// the hot wallet to the local chain's, and the ratio to the total owed follows, including money
// on chain that is not yet owed (a deposit waiting for its confirmations).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { expectCleanAudit, operatorToken, usdt } from './withdraw-fixtures';
import { createDepositWatcher } from '../../server/modules/funds/deposit-watcher';
import { readReserves } from '../../server/modules/proof/proof-reserves';
import { ledgerUserTotals } from '../../server/modules/proof/proof.store';
import type { EvmChain } from '../../server/chain/evm-chain';
import { EXCHANGE_PHRASE, startEvmNode, type EvmNode } from './evm-support/evm-node';

let node: EvmNode;
let server: TestServer;
const deps = () => server.platform.deps;
const evm = () => deps().evm as EvmChain;
const watcher = () => createDepositWatcher({ ...deps(), chain: evm() });

beforeAll(async () => {
  node = await startEvmNode();
  server = await startTestServer({
    env: { ...noRateLimit, EVM_RPC_URL: node.url, EVM_MNEMONIC: EXCHANGE_PHRASE, EVM_USDT_ADDRESS: node.tokenAddress, EVM_CONFIRMATIONS: '3' },
  });
});
afterAll(async () => {
  await server?.stop();
  await node?.stop();
});
afterEach(async () => { await expectCleanAudit(deps()); });

async function depositAddress(token: string) {
  const res = await server.call('web/getQrcode', { chain: 'ERC20' }, { token });
  expect(res.code, res.message).toBe(0);
  return res.data.address as string;
}

async function mineAndScan(blocks: number) {
  for (let i = 0; i < blocks; i += 1) {
    await node.mine();
    await watcher().scan();
  }
}

async function latestUsdtRoot() {
  const res = await server.call('web/getProofRoots', {});
  expect(res.code, res.message).toBe(0);
  return (res.data.snapshots[0].roots as Array<{ asset: string; total: string; reserves_text: string | null; ratio_bps: number | null }>).find((r) => r.asset === 'USDT')!;
}

describe('reserves on the EVM chain', () => {
  it("publishes the token balances of the deposit addresses and the hot wallet beside the total owed, and their ratio", async () => {
    // The local chain's addresses hold no USDT here: every reserve below is on the EVM chain.
    expect((await readReserves({ chain: deps().chain, evm: null }, deps().db)).get('USDT') ?? 0n).toBe(0n);
    const alice = await createUser(deps(), 'evm');
    const bob = await createUser(deps(), 'evm');
    await node.sendUsdt(await depositAddress(alice.token), usdt(250));
    await watcher().scan();
    await mineAndScan(evm().confirmations);
    // The hot wallet's own float, and bob's deposit that has not reached its confirmations: both on
    // chain, neither owed to a user yet.
    await node.sendUsdt(evm().hotWallet!, usdt(40));
    await node.sendUsdt(await depositAddress(bob.token), usdt(10));
    await watcher().scan();
    expect(await node.usdtBalance(await depositAddress(alice.token))).toBe(usdt(250));

    const admin = await operatorToken(server, 'admin');
    const built = await server.call('web/opsBuildProof', {}, { token: admin });
    expect(built.code, built.message).toBe(0);
    expect(await ledgerUserTotals(deps().db)).toEqual(new Map([['USDT', usdt(250)]]));
    // 250 + 40 + 10 on the EVM chain over 250 owed: 120.00%.
    expect(await latestUsdtRoot()).toMatchObject({ total: String(usdt(250)), reserves_text: '300', ratio_bps: 12_000 });

    // Once bob's deposit is credited it is owed too: the same reserves over 260 owed, 115.38%.
    await mineAndScan(evm().confirmations);
    expect((await server.call('web/opsBuildProof', {}, { token: admin })).code).toBe(0);
    expect(await latestUsdtRoot()).toMatchObject({ total: String(usdt(260)), reserves_text: '300', ratio_bps: 11_538 });
  });
});
