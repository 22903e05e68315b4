// Broadcasting signed bytes that may already be on their way: a node that has them, or has mined
// their nonce, answers an error that means nothing is left to do.
import type { JsonRpcProvider } from 'ethers';
import { alreadyKnown } from './evm-chain';

export async function broadcastRaw(provider: JsonRpcProvider, raw: string): Promise<void> {
  try {
    await provider.send('eth_sendRawTransaction', [raw]);
  } catch (err) {
    if (!alreadyKnown(err)) throw err;
  }
}
