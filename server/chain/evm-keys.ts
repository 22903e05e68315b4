// Keys of the EVM chain, all from one configured BIP-39 phrase. The hot wallet that pays
// withdrawals is m/44'/60'/0'/0/0. A user's deposit address is m/44'/60'/1'/a/b, where a and b are
// 31-bit numbers taken from sha256 of the user's id: the same user always gets the same address, no
// counter has to be kept, and anyone holding the phrase can re-derive (and sweep) every address.
// Two users share an address only if 62 bits of their ids' hashes collide (about 1 in 10^7 at a
// million users), and a shared address would be caught: each address is stored with its one owner.
import { createHash } from 'node:crypto';
import { HDNodeWallet, Mnemonic } from 'ethers';

export interface EvmKeys {
  hotWallet: HDNodeWallet;
  depositAddressOf(owner: string): string;
}

const HOT_WALLET_PATH = "m/44'/60'/0'/0/0";
export const DEPOSIT_ROOT_PATH = "m/44'/60'/1'";

/** Two non-hardened child indices (below 2^31) from the owner's id. */
export function depositPathOf(owner: string): [number, number] {
  const digest = createHash('sha256').update(`deposit:${owner}`).digest();
  return [digest.readUInt32BE(0) & 0x7fffffff, digest.readUInt32BE(4) & 0x7fffffff];
}

export function evmKeys(phrase: string): EvmKeys {
  const mnemonic = Mnemonic.fromPhrase(phrase.trim());
  const hotWallet = HDNodeWallet.fromMnemonic(mnemonic, HOT_WALLET_PATH);
  const depositRoot = HDNodeWallet.fromMnemonic(mnemonic, DEPOSIT_ROOT_PATH);
  const cache = new Map<string, string>();
  return {
    hotWallet,
    depositAddressOf(owner) {
      let address = cache.get(owner);
      if (!address) {
        const [a, b] = depositPathOf(owner);
        address = depositRoot.deriveChild(a).deriveChild(b).address;
        cache.set(owner, address);
      }
      return address;
    },
  };
}
