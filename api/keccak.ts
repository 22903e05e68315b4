// Keccak-256 (the original padding Ethereum uses, not SHA3-256), for EIP-55 address checksums.
// Small and slow on purpose: it hashes 40-character addresses, nothing else.
const MASK = (1n << 64n) - 1n;
const rotl = (v: bigint, n: number) => (n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK);

// Round constants from the spec's LFSR, rotation offsets from its (x, y) walk.
function lfsrBit(t: number): number {
  if (t % 255 === 0) return 1;
  let r = 1;
  for (let i = 0; i < t % 255; i += 1) {
    r <<= 1;
    if (r & 0x100) r ^= 0x171;
  }
  return r & 1;
}
const ROUND_CONSTANTS = Array.from({ length: 24 }, (_, round) => {
  let rc = 0n;
  for (let j = 0; j < 7; j += 1) if (lfsrBit(j + 7 * round)) rc |= 1n << BigInt((1 << j) - 1);
  return rc;
});
const ROTATIONS = (() => {
  const r = new Array<number>(25).fill(0);
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t += 1) {
    r[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
  return r;
})();

function permute(a: bigint[]) {
  for (const rc of ROUND_CONSTANTS) {
    const c = [0, 1, 2, 3, 4].map((x) => a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20]);
    for (let x = 0; x < 5; x += 1) {
      const d = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1);
      for (let y = 0; y < 5; y += 1) a[x + 5 * y] ^= d;
    }
    const b = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x += 1) for (let y = 0; y < 5; y += 1) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(a[x + 5 * y], ROTATIONS[x + 5 * y]);
    for (let x = 0; x < 5; x += 1) for (let y = 0; y < 5; y += 1) {
      a[x + 5 * y] = b[x + 5 * y] ^ (~b[(x + 1) % 5 + 5 * y] & MASK & b[(x + 2) % 5 + 5 * y]);
    }
    a[0] ^= rc;
  }
}

export function keccak256(data: Uint8Array): string {
  const rate = 136;
  const padded = new Uint8Array(Math.floor(data.length / rate) * rate + rate);
  padded.set(data);
  padded[data.length] ^= 0x01;
  padded[padded.length - 1] ^= 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let off = 0; off < padded.length; off += rate) {
    for (let i = 0; i < rate / 8; i += 1) {
      let lane = 0n;
      for (let k = 7; k >= 0; k -= 1) lane = (lane << 8n) | BigInt(padded[off + i * 8 + k]);
      state[i] ^= lane;
    }
    permute(state);
  }
  let hex = '';
  for (let i = 0; i < 4; i += 1) for (let k = 0; k < 8; k += 1) hex += Number((state[i] >> BigInt(8 * k)) & 0xffn).toString(16).padStart(2, '0');
  return hex;
}
