// The security level rule of web/info, the password grading it reads, and the withdrawal lock.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessSecurity, type SecurityFacts } from '../../server/modules/account/security-level';
import { withdrawLockUntil, WITHDRAW_LOCK_MS } from '../../server/modules/account/withdraw-lock';
import { passwordStrength } from '../../server/modules/auth/password-strength';

const everything: SecurityFacts = { passwordStrength: 'strong', tpwdSet: true, emailBound: true, phoneBound: true, secQuestionsSet: true, twoFactorOn: true, antiPhishingSet: true, allowlistOnly: true };

describe('assessSecurity', () => {
  it('is strong with everything set, and names no next step', () => {
    expect(assessSecurity(everything)).toEqual({ level: 'strong', nextStep: null });
  });

  it('is not secure without the basics, naming the first missing one', () => {
    expect(assessSecurity({ ...everything, passwordStrength: 'weak' })).toEqual({ level: 'notSecure', nextStep: 'security.step.strongerPassword' });
    expect(assessSecurity({ ...everything, tpwdSet: false })).toEqual({ level: 'notSecure', nextStep: 'security.step.setTpwd' });
    expect(assessSecurity({ ...everything, emailBound: false, phoneBound: false })).toEqual({ level: 'notSecure', nextStep: 'security.step.bindEmail' });
    expect(assessSecurity({ ...everything, passwordStrength: 'weak', tpwdSet: false }).nextStep).toBe('security.step.strongerPassword');
  });

  it('is weak when the basics are there but an extra is missing', () => {
    expect(assessSecurity({ ...everything, emailBound: false })).toEqual({ level: 'weak', nextStep: 'security.step.bindEmail' });
    expect(assessSecurity({ ...everything, phoneBound: false })).toEqual({ level: 'weak', nextStep: 'security.step.bindPhone' });
    expect(assessSecurity({ ...everything, secQuestionsSet: false })).toEqual({ level: 'weak', nextStep: 'security.step.setSecQuestions' });
    expect(assessSecurity({ ...everything, passwordStrength: 'medium' })).toEqual({ level: 'weak', nextStep: 'security.step.strongerPassword' });
    expect(assessSecurity({ ...everything, twoFactorOn: false })).toEqual({ level: 'weak', nextStep: 'security.step.turnOnTwoFactor' });
    expect(assessSecurity({ ...everything, antiPhishingSet: false })).toEqual({ level: 'weak', nextStep: 'security.step.setAntiPhishing' });
    expect(assessSecurity({ ...everything, allowlistOnly: false })).toEqual({ level: 'weak', nextStep: 'security.step.allowlistOnly' });
  });

  it('never lowers the level when a step is taken', () => {
    const rank = { notSecure: 0, weak: 1, strong: 2 };
    const facts = fc.record({
      passwordStrength: fc.constantFrom('weak' as const, 'medium' as const, 'strong' as const),
      tpwdSet: fc.boolean(), emailBound: fc.boolean(), phoneBound: fc.boolean(), secQuestionsSet: fc.boolean(), twoFactorOn: fc.boolean(), antiPhishingSet: fc.boolean(), allowlistOnly: fc.boolean(),
    });
    const steps = fc.constantFrom<keyof Omit<SecurityFacts, 'passwordStrength'>>('tpwdSet', 'emailBound', 'phoneBound', 'secQuestionsSet', 'twoFactorOn', 'antiPhishingSet', 'allowlistOnly');
    fc.assert(fc.property(facts, steps, (f, step) => {
      const before = assessSecurity(f);
      const after = assessSecurity({ ...f, [step]: true });
      expect(rank[after.level]).toBeGreaterThanOrEqual(rank[before.level]);
      expect(before.nextStep === null).toBe(before.level === 'strong');
    }));
  });
});

describe('passwordStrength', () => {
  it.each([
    ['abcdefg1', 'weak'],
    ['abcdefgh12', 'medium'],
    ['Abcdefg1', 'medium'],
    ['abcdefghijk12', 'medium'],
    ['Abcdefghij12', 'strong'],
    ['abcdefghij1!', 'strong'],
  ])('grades %s as %s', (password, grade) => {
    expect(passwordStrength(password)).toBe(grade);
  });
});

describe('withdrawLockUntil', () => {
  it('runs for 24 hours after a security change', () => {
    const changed = 1_000_000;
    expect(withdrawLockUntil(null, changed)).toBeNull();
    expect(withdrawLockUntil(BigInt(changed), changed)).toBe(changed + WITHDRAW_LOCK_MS);
    expect(withdrawLockUntil(changed, changed + WITHDRAW_LOCK_MS - 1)).toBe(changed + WITHDRAW_LOCK_MS);
    expect(withdrawLockUntil(changed, changed + WITHDRAW_LOCK_MS)).toBeNull();
  });
});
