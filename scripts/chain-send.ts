// Sends on the built-in local chain from the command line, while the server runs or not:
//   npm run chain:send -- <address> <amount> <asset> [--from <address>]
// Without --from the faucet sends. The transfer waits in the mempool until the next block.
import { loadConfig } from '../server/config';
import { cryptoRandom } from '../server/platform';
import { toMinor } from '../api/money';
import { ChainRefused } from '../server/chain/chain';
import { FAUCET_ADDRESS, localChainAssets, openLocalChain } from '../server/chain/local-chain';

const usage = 'usage: npm run chain:send -- <address> <amount> <asset> [--from <address>]';

function parseArgs(argv: string[]) {
  const args = [...argv];
  let from = FAUCET_ADDRESS;
  const at = args.indexOf('--from');
  if (at >= 0) {
    from = args[at + 1] ?? '';
    args.splice(at, 2);
  }
  const [to, amountText, assetText] = args;
  return { from, to, amountText, asset: (assetText ?? '').toUpperCase() };
}

async function main(): Promise<number> {
  const { from, to, amountText, asset } = parseArgs(process.argv.slice(2));
  if (!to || !amountText || !asset) {
    console.error(usage);
    return 2;
  }
  const scale = localChainAssets[asset];
  if (scale === undefined) {
    console.error(`unknown asset ${asset}; the local chain carries ${Object.keys(localChainAssets).join(', ')}`);
    return 2;
  }
  const amount = toMinor(amountText, scale);
  if (amount === null || amount <= 0n) {
    console.error(`not a positive amount with at most ${scale} decimals: ${amountText}`);
    return 2;
  }
  const chain = openLocalChain({ dataDir: loadConfig().dataDir, random: cryptoRandom });
  try {
    const hash = await chain.send({ from, to, asset, amount });
    console.log(hash);
    return 0;
  } catch (err) {
    if (err instanceof ChainRefused) {
      console.error(`refused: ${err.reason}`);
      return 1;
    }
    throw err;
  } finally {
    await chain.close();
  }
}

process.exitCode = await main();
