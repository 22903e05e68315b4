// The key sealing TOTP secrets: a real one is required in production, a malformed one is refused,
// and outside production a fixed development key stands in.
import { describe, expect, it } from 'vitest';
import { loadConfig, twoFactorKeyNeeded, twoFactorReadKeys } from '../../server/config';
import { createCipheriv } from 'node:crypto';
import { isSealed, isSealedUnder, keyId, openSecret, sealSecret } from '../../server/secret-seal';

describe('TWO_FACTOR_KEY', () => {
  it('refuses to start in production without it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(twoFactorKeyNeeded);
  });

  it('takes 64 hex characters as the 32-byte key, and refuses anything else', () => {
    expect(loadConfig({ NODE_ENV: 'production', TWO_FACTOR_KEY: 'ab'.repeat(32) }).twoFactorKey).toEqual(Buffer.alloc(32, 0xab));
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'ab'.repeat(16) })).toThrow(/64 hex characters/);
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'zz'.repeat(32) })).toThrow(/64 hex characters/);
  });

  it('takes a different previous key during a rotation, and reads with the current one first', () => {
    const config = loadConfig({ TWO_FACTOR_KEY: 'ab'.repeat(32), TWO_FACTOR_KEY_PREVIOUS: 'cd'.repeat(32) });
    expect([config.twoFactorKey, config.twoFactorKeyPrevious]).toEqual([Buffer.alloc(32, 0xab), Buffer.alloc(32, 0xcd)]);
    expect(twoFactorReadKeys(config)).toEqual([Buffer.alloc(32, 0xab), Buffer.alloc(32, 0xcd)]);
    expect(loadConfig({ TWO_FACTOR_KEY: 'ab'.repeat(32) }).twoFactorKeyPrevious).toBeNull();
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'ab'.repeat(32), TWO_FACTOR_KEY_PREVIOUS: 'cd' })).toThrow(/TWO_FACTOR_KEY_PREVIOUS must be 64 hex/);
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'ab'.repeat(32), TWO_FACTOR_KEY_PREVIOUS: 'AB'.repeat(32) })).toThrow(/same key/);
  });

  it('has a fixed development key outside production', () => {
    const key = loadConfig({}).twoFactorKey;
    expect(key).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: 'test' }).twoFactorKey).toEqual(key);
  });
});

describe('sealed secrets', () => {
  const key = Buffer.alloc(32, 7);

  it('open to the secret for the same user and key, and differ each time they are sealed', () => {
    const a = sealSecret(key, 'us_1', 'JBSWY3DPEHPK3PXP');
    const b = sealSecret(key, 'us_1', 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect([isSealed(a), isSealed('JBSWY3DPEHPK3PXP')]).toEqual([true, false]);
    expect(openSecret(key, 'us_1', a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuse to open when altered, for another user or under another key', () => {
    const sealed = sealSecret(key, 'us_1', 'JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    const body = parts.at(-1)!;
    const flipped = [...parts.slice(0, -1), (body[0] === 'A' ? 'B' : 'A') + body.slice(1)].join('.');
    expect(() => openSecret(key, 'us_1', flipped)).toThrow();
    expect(() => openSecret(key, 'us_2', sealed)).toThrow();
    expect(() => openSecret(Buffer.alloc(32, 8), 'us_1', sealed)).toThrow();
    expect(() => openSecret(key, 'us_1', 'JBSWY3DPEHPK3PXP')).toThrow(/not sealed/);
  });
});

describe('sealed secrets across keys', () => {
  const previous = Buffer.alloc(32, 1);
  const current = Buffer.alloc(32, 2);

  it('name their key, and open with whichever of the keys given that is', () => {
    const sealed = sealSecret(previous, 'us_1', 'JBSWY3DPEHPK3PXP');
    expect(sealed.split('.').slice(0, 2)).toEqual(['v2', keyId(previous)]);
    expect(keyId(previous)).not.toBe(keyId(current));
    expect([isSealedUnder(sealed, previous), isSealedUnder(sealed, current)]).toEqual([true, false]);
    expect(openSecret([current, previous], 'us_1', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret([current], 'us_1', sealed)).toThrow(/another key/);
  });

  it('open the format before key ids (v1) with any of the keys', () => {
    // v1 as it was stored: `v1.<iv>.<tag>.<ciphertext>`, built here by hand.
    const iv = Buffer.alloc(12, 9);
    const cipher = createCipheriv('aes-256-gcm', previous, iv);
    cipher.setAAD(Buffer.from('us_1'));
    const body = Buffer.concat([cipher.update('JBSWY3DPEHPK3PXP', 'utf8'), cipher.final()]);
    const v1 = ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    expect(isSealed(v1)).toBe(true);
    expect(isSealedUnder(v1, previous)).toBe(false);
    expect(openSecret([current, previous], 'us_1', v1)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret([current], 'us_1', v1)).toThrow(/any key/);
  });
});
