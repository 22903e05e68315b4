// The password fields forms share: a new login password with its confirmation (registering,
// resetting a forgotten one), the current login password asked to confirm who is acting, and the
// transaction password asked before money moves.
import { useIntl } from 'react-intl';
import type { FieldErrors } from '../../machines/form-validation';
import { FormField } from './FormField';

type NewPasswordField = 'password' | 'repassword';

export function NewPasswordFields({ labels, values, errors, onChange }: {
  labels: Record<NewPasswordField, string>;
  values: Record<NewPasswordField, string>;
  errors: FieldErrors;
  onChange(field: NewPasswordField, value: string): void;
}) {
  const intl = useIntl();
  return (
    <>
      <FormField
        label={labels.password}
        type="password"
        value={values.password}
        onChange={(v) => onChange('password', v)}
        error={errors.password}
        autoComplete="new-password"
        helper={intl.formatMessage({ id: 'auth.password.rule', defaultMessage: '8 to 64 characters, with letters and numbers' })}
      />
      <FormField label={labels.repassword} type="password" value={values.repassword} onChange={(v) => onChange('repassword', v)} error={errors.repassword} autoComplete="new-password" />
    </>
  );
}

export function CurrentPasswordField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange(value: string): void }) {
  return <FormField label={label} type="password" value={value} onChange={onChange} error={error} autoComplete="current-password" />;
}

/** The 6-digit transaction password that confirms a move of money. */
export function TpwdConfirmField({ value, error, onChange }: { value: string; error?: string; onChange(value: string): void }) {
  const intl = useIntl();
  return (
    <FormField
      label={intl.formatMessage({ id: 'withdrawal.tpwd', defaultMessage: 'Transaction password' })}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
