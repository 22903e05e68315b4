// A second platform for the funds end-to-end spec, connected to an in-process EVM (ganache with
// the test ERC-20): its own data dir and port, its settings at their defaults (an admin changes
// them in the console), a reviewer and an admin created with the ops command, as the product makes
// operators, and the hot wallet funded with ETH for gas and USDT.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HDNodeWallet } from 'ethers';
import { EXCHANGE_PHRASE, startEvmNode, type EvmNode } from '../../server/evm-support/evm-node';
import { freePort, stop, waitUntilListening } from './platform-process';

const root = path.resolve(import.meta.dirname, '../../..');

export interface EvmPlatform {
  url: string;
  node: EvmNode;
  dataDir: string;
  /** A reviewer (decides verifications, deposits and withdrawals) and an admin (also changes settings). */
  operator: { email: string; password: string };
  admin: { email: string; password: string };
  /** `npm run ops -- <args>` against this platform's database. */
  ops(...args: string[]): { status: number | null; stdout: string; stderr: string };
  stop(): Promise<void>;
}

export async function startEvmPlatform(): Promise<EvmPlatform> {
  const node = await startEvmNode({ blockTimeSeconds: 1 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-evm-'));
  const webRoot = path.join(dataDir, 'web');
  fs.cpSync(path.join(root, 'dist'), webRoot, { recursive: true });
  const env = {
    ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'warn', WEB_ROOT: webRoot,
    CHAIN_AUTOMINE: '1', CHAIN_BLOCK_MS: '1000',
    EVM_RPC_URL: node.url, EVM_MNEMONIC: EXCHANGE_PHRASE, EVM_USDT_ADDRESS: node.tokenAddress, EVM_CONFIRMATIONS: '3', EVM_POLL_MS: '500',
  };
  const run = (script: string, args: string[]) => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env, encoding: 'utf8' });
    return { status: res.status, stdout: res.stdout, stderr: res.stderr };
  };
  const createOperator = (role: 'reviewer' | 'admin') => {
    const account = { email: `${role}.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };
    const created = run('scripts/ops.ts', ['create-operator', '--email', account.email, '--password', account.password, '--role', role]);
    if (created.status !== 0) throw new Error(`the ${role} was not created: ${created.stderr}`);
    return account;
  };
  const operator = createOperator('reviewer');
  const admin = createOperator('admin');

  const port = await freePort();
  const platform: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, PORT: String(port) } });
  const url = await waitUntilListening(platform, 60_000);
  platform.stdout?.resume();
  platform.stderr?.on('data', (d: Buffer) => process.stderr.write(d));

  // The hot wallet pays withdrawals: ETH for gas and USDT to send.
  const hot = HDNodeWallet.fromPhrase(EXCHANGE_PHRASE, undefined, "m/44'/60'/0'/0/0").address;
  await node.sendEth(hot, '5');
  await node.sendUsdt(hot, 50_000n * 1_000_000n);

  return {
    url, node, dataDir, operator, admin,
    ops: (...args) => run('scripts/ops.ts', args),
    async stop() {
      await stop(platform);
      await node.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
