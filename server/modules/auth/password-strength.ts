// How strong a login password is, for the security overview. Every accepted password already has
// 8+ characters with letters and digits (api/endpoints/auth.ts); this grades it above that floor.
export type PasswordStrength = 'strong' | 'medium' | 'weak';

/**
 * strong: 12+ characters from at least 3 of lower case, upper case, digits, symbols;
 * weak: under 10 characters from at most 2 of them;
 * medium: everything between.
 */
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  const length = [...password].length;
  if (length >= 12 && kinds >= 3) return 'strong';
  if (length < 10 && kinds < 3) return 'weak';
  return 'medium';
}
