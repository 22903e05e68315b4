// The TOTP implementation against the published vectors: RFC 4648 base32 and RFC 6238 Appendix B
// (SHA-1; our codes are the last six of its eight digits, as RFC 4226 truncation gives them).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, stepAt } from '../../server/modules/two-factor/totp';

const rfcSecret = Buffer.from('12345678901234567890');

describe('base32', () => {
  it('encodes the RFC 4648 vectors (without padding) and decodes them back', () => {
    const vectors: [string, string][] = [['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded.toLowerCase()).toString()).toBe(plain);
    }
  });

  it('round-trips any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
      expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
    }));
  });
});

describe('RFC 6238 codes', () => {
  it('matches Appendix B for SHA-1', () => {
    const vectors: [number, string][] = [[59, '287082'], [1111111109, '081804'], [1111111111, '050471'], [1234567890, '005924'], [2000000000, '279037'], [20000000000, '353130']];
    for (const [seconds, code] of vectors) expect(hotp(rfcSecret, stepAt(seconds * 1000))).toBe(code);
  });

  it('finds a code within one step either side of now and no further', () => {
    const now = 1234567890_000;
    const step = stepAt(now);
    for (const d of [-1, 0, 1]) expect(matchingStep(rfcSecret, hotp(rfcSecret, step + d), now)).toBe(step + d);
    for (const d of [-2, 2]) expect(matchingStep(rfcSecret, hotp(rfcSecret, step + d), now)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Meridian Exchange', 'ada@example.com', 'JBSWY3DPEHPK3PXP'))
      .toBe('otpauth://totp/Meridian%20Exchange%3Aada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Meridian+Exchange&algorithm=SHA1&digits=6&period=30');
  });
});
