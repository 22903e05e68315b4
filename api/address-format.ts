// Address formats per chain for the address book and withdrawals, one definition for the server's
// refusal and the form's check as the address is typed. ERC20 addresses in mixed case must carry a
// valid EIP-55 checksum (a typo in one letter is caught); all-lower or all-upper addresses carry
// none and are accepted as they are.
import { keccak256 } from './keccak';

export const addressChains = ['LOCAL', 'ERC20'] as const;

export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < 40; i += 1) out += parseInt(hash[i], 16) >= 8 ? hex[i].toUpperCase() : hex[i];
  return out;
}

/** Chains whose address format is known here; another chain's address is left to the server. */
export const isAddressChain = (chain: string): chain is (typeof addressChains)[number] => (addressChains as readonly string[]).includes(chain);

export function isValidAddress(chain: string, address: string): boolean {
  if (chain === 'LOCAL') return /^lc1[0-9a-f]{40}$/.test(address);
  if (chain === 'ERC20') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
    const body = address.slice(2);
    if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
    return toChecksumAddress(address) === address;
  }
  return false;
}
