// An in-process EVM for the tests: ganache on a real JSON-RPC port, with TestUSDT.sol compiled by
// solc at test time and deployed from a funded deployer account. The exchange reaches it over HTTP
// exactly as it would reach a node.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ganache from 'ganache';
import solc from 'solc';
import { Contract, ContractFactory, HDNodeWallet, JsonRpcProvider, parseEther, type InterfaceAbi } from 'ethers';

/** The exchange's own phrase in tests (hot wallet and deposit addresses). */
export const EXCHANGE_PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const DEPLOYER_PHRASE = 'test test test test test test test test test test test junk';
const here = path.dirname(fileURLToPath(import.meta.url));

let compiled: { abi: InterfaceAbi; bytecode: string } | null = null;

/** Compiles TestUSDT.sol once per test file. */
export function compileTestUsdt() {
  if (compiled) return compiled;
  const input = {
    language: 'Solidity',
    sources: { 'TestUSDT.sol': { content: fs.readFileSync(path.join(here, 'TestUSDT.sol'), 'utf8') } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'));
  const contract = output.contracts['TestUSDT.sol'].TestUSDT;
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}

export interface EvmNode {
  url: string;
  provider: JsonRpcProvider;
  deployer: HDNodeWallet;
  token: Contract;
  tokenAddress: string;
  /** Sends `amount` minor units of test USDT from the deployer. */
  sendUsdt(to: string, amount: bigint): Promise<string>;
  usdtBalance(address: string): Promise<bigint>;
  sendEth(to: string, ether: string): Promise<void>;
  /** Mines `blocks` empty blocks, each with a later timestamp. */
  mine(blocks?: number): Promise<void>;
  height(): Promise<number>;
  snapshot(): Promise<string>;
  /** Drops every block after the snapshot: a reorganisation of those blocks. */
  revert(id: string): Promise<void>;
  /** Deploys another test token with `decimals` decimals; its address. */
  deployToken(decimals: number): Promise<string>;
  stop(): Promise<void>;
}

export async function startEvmNode(opts: { blockTimeSeconds?: number; port?: number } = {}): Promise<EvmNode> {
  const { abi, bytecode } = compileTestUsdt();
  const server = ganache.server({
    logging: { quiet: true },
    wallet: { mnemonic: DEPLOYER_PHRASE, totalAccounts: 2, defaultBalance: 1000 },
    chain: { chainId: 1337 },
    miner: opts.blockTimeSeconds ? { blockTime: opts.blockTimeSeconds } : { instamine: 'eager' },
  });
  await server.listen(opts.port ?? 0, '127.0.0.1');
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const provider = new JsonRpcProvider(url, undefined, { staticNetwork: true, cacheTimeout: -1, pollingInterval: 50 });
  const deployer = HDNodeWallet.fromPhrase(DEPLOYER_PHRASE, undefined, "m/44'/60'/0'/0/0").connect(provider);
  const factory = new ContractFactory(abi, bytecode, deployer);
  const deployToken = async (decimals: number) => {
    const deployed = await factory.deploy(1_000_000_000n * 10n ** BigInt(decimals), decimals);
    await deployed.waitForDeployment();
    return deployed.getAddress();
  };
  const tokenAddress = await deployToken(6);
  const token = new Contract(tokenAddress, abi, deployer);
  let timestamp = Math.floor(Date.now() / 1000) + 10;

  return {
    url, provider, deployer, token, tokenAddress,
    async sendUsdt(to, amount) {
      const tx = await token.getFunction('transfer')(to, amount);
      await tx.wait();
      return tx.hash as string;
    },
    async usdtBalance(address) {
      return BigInt(await token.getFunction('balanceOf')(address));
    },
    async sendEth(to, ether) {
      const tx = await deployer.sendTransaction({ to, value: parseEther(ether) });
      await tx.wait();
    },
    async mine(blocks = 1) {
      for (let i = 0; i < blocks; i += 1) {
        timestamp += 13;
        await provider.send('evm_mine', [{ timestamp }]);
      }
    },
    async height() { return Number(await provider.send('eth_blockNumber', [])); },
    deployToken,
    async snapshot() { return provider.send('evm_snapshot', []) as Promise<string>; },
    async revert(id) {
      await provider.send('evm_revert', [id]);
      // Later timestamps than the dropped blocks, so the new blocks get new hashes.
      timestamp += 1000;
    },
    async stop() {
      // The provider stops before the node: solc's process handlers crash on a request to a closed node.
      provider.destroy();
      await server.close();
    },
  };
}
