// The account's security level and the one step that would raise it. Pure, so the rule is written
// once, tested alone, and read by web/info.
//   notSecure: a weak login password, no transaction password, or neither email nor phone bound;
//   weak:      the basics are there, but not everything below;
//   strong:    a strong password, a transaction password, email AND phone bound, security questions set,
//              two-factor authentication on, an anti-phishing phrase chosen, and withdrawals kept to the
//              address allowlist ("allowlist only").
import type { securityLevels } from '../../../api/endpoints/account';
import type { PasswordStrength } from '../auth/password-strength';

export type SecurityLevel = (typeof securityLevels)[number];

export interface SecurityFacts {
  passwordStrength: PasswordStrength;
  tpwdSet: boolean;
  emailBound: boolean;
  phoneBound: boolean;
  secQuestionsSet: boolean;
  twoFactorOn: boolean;
  antiPhishingSet: boolean;
  allowlistOnly: boolean;
}

export interface SecurityAssessment {
  level: SecurityLevel;
  /** A message key naming the step that would raise the level, or null at strong. */
  nextStep: string | null;
}

type Step = [done: boolean, key: string];

export function assessSecurity(f: SecurityFacts): SecurityAssessment {
  const basics: Step[] = [
    [f.passwordStrength !== 'weak', 'security.step.strongerPassword'],
    [f.tpwdSet, 'security.step.setTpwd'],
    [f.emailBound || f.phoneBound, 'security.step.bindEmail'],
  ];
  const extras: Step[] = [
    [f.emailBound, 'security.step.bindEmail'],
    [f.phoneBound, 'security.step.bindPhone'],
    [f.secQuestionsSet, 'security.step.setSecQuestions'],
    [f.twoFactorOn, 'security.step.turnOnTwoFactor'],
    [f.antiPhishingSet, 'security.step.setAntiPhishing'],
    [f.passwordStrength === 'strong', 'security.step.strongerPassword'],
    [f.allowlistOnly, 'security.step.allowlistOnly'],
  ];
  const missingBasic = basics.find(([done]) => !done);
  if (missingBasic) return { level: 'notSecure', nextStep: missingBasic[1] };
  const missingExtra = extras.find(([done]) => !done);
  if (missingExtra) return { level: 'weak', nextStep: missingExtra[1] };
  return { level: 'strong', nextStep: null };
}
