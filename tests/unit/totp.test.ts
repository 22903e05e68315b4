// The TOTP wrapper against the published vectors: RFC 4648 base32 and RFC 6238 Appendix B (SHA-1;
// our codes are the last six of its eight digits, as RFC 4226 truncation gives them), and the
// window of one step either side of now.
import { describe, expect, it } from 'vitest';
import { base32Encode, matchingStep, otpauthUri, stepAt } from '../../server/modules/two-factor/totp';

const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));
const appendixB: [seconds: number, code: string][] = [[59, '287082'], [1111111109, '081804'], [1111111111, '050471'], [1234567890, '005924'], [2000000000, '279037'], [20000000000, '353130']];

describe('base32', () => {
  it('encodes the RFC 4648 vectors (without padding)', () => {
    const vectors: [string, string][] = [['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']];
    for (const [plain, encoded] of vectors) expect(base32Encode(Buffer.from(plain))).toBe(encoded);
  });
});

describe('RFC 6238 codes', () => {
  it('accepts the Appendix B code of each time, at its own step', () => {
    for (const [seconds, code] of appendixB) expect(matchingStep(rfcSecret, code, seconds * 1000)).toBe(stepAt(seconds * 1000));
  });

  it('finds a code within one step either side of now and no further', () => {
    const [seconds, code] = appendixB[3];
    const step = stepAt(seconds * 1000);
    for (const d of [-1, 0, 1]) expect(matchingStep(rfcSecret, code, (seconds - d * 30) * 1000)).toBe(step);
    for (const d of [-2, 2]) expect(matchingStep(rfcSecret, code, (seconds - d * 30) * 1000)).toBeNull();
    expect(matchingStep(rfcSecret, '005925', seconds * 1000)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri('Meridian Exchange', 'ada@example.com', 'JBSWY3DPEHPK3PXP'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Meridian Exchange:ada@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Meridian Exchange', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
