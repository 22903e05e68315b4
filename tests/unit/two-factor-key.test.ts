// The key sealing TOTP secrets: a real one is required in production, a malformed one is refused,
// and outside production a fixed development key stands in.
import { describe, expect, it } from 'vitest';
import { loadConfig, twoFactorKeyNeeded } from '../../server/config';
import { isSealed, openSecret, sealSecret } from '../../server/secret-seal';

describe('TWO_FACTOR_KEY', () => {
  it('refuses to start in production without it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(twoFactorKeyNeeded);
  });

  it('takes 64 hex characters as the 32-byte key, and refuses anything else', () => {
    expect(loadConfig({ NODE_ENV: 'production', TWO_FACTOR_KEY: 'ab'.repeat(32) }).twoFactorKey).toEqual(Buffer.alloc(32, 0xab));
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'ab'.repeat(16) })).toThrow(/64 hex characters/);
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'zz'.repeat(32) })).toThrow(/64 hex characters/);
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
    const flipped = [...parts.slice(0, 3), (parts[3][0] === 'A' ? 'B' : 'A') + parts[3].slice(1)].join('.');
    expect(() => openSecret(key, 'us_1', flipped)).toThrow();
    expect(() => openSecret(key, 'us_2', sealed)).toThrow();
    expect(() => openSecret(Buffer.alloc(32, 8), 'us_1', sealed)).toThrow();
    expect(() => openSecret(key, 'us_1', 'JBSWY3DPEHPK3PXP')).toThrow(/not sealed/);
  });
});
