// Codes for the two-factor tests, computed here from the secret the platform showed (RFC 6238,
// SHA-1, 30 s, 6 digits), not by the platform's own implementation.
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from './harness';

function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of text.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The code of `secret` at `atMs`, shifted by `steps` 30-second steps. */
export function totpCode(secret: string, atMs: number, steps = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000) + steps));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[19] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Turns 2FA on for the session's user; the secret and the recovery codes shown. */
export async function enrol(server: TestServer, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await server.call('web/twoFactorStart', {}, { token });
  expect(started.code, started.message).toBe(0);
  const secret: string = started.data.secret;
  const enabled = await server.call('web/twoFactorEnable', { code: totpCode(secret, server.clock.now()) }, { token });
  expect(enabled.code, enabled.message).toBe(0);
  return { secret, recoveryCodes: enabled.data.recovery_codes };
}

/** Moves the platform's clock to the next time step and gives its code: every accepted step is used up. */
export function nextCode(server: TestServer, secret: string): string {
  (server.clock as { advance(ms: number): void }).advance(30_000);
  return totpCode(secret, server.clock.now());
}
