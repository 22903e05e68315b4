// The field for a code from an authenticator app (or a recovery code): the phone's keypad and its
// one-time-code autofill where they exist.
import { FormField } from './FormField';

export function AuthCodeField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange(value: string): void }) {
  return <FormField label={label} value={value} onChange={onChange} error={error} autoComplete="one-time-code" inputMode="numeric" maxLength={32} />;
}
