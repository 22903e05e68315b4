// One labelled input with its message underneath, where the user looks. `error` is a contract
// message key; the label also names the field inside "{field} is not valid".
import type { ReactNode } from 'react';
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { AmountInput } from './AmountInput';
import { useMessageText } from './use-message-text';

export interface FormFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  helper?: ReactNode;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  maxLength?: number;
  disabled?: boolean;
  /** An amount field (AmountInput): only digits and one separator, at most `scale` decimals. */
  amount?: { scale?: number };
}

export function FormField({ label, value, onChange, error, helper, type = 'text', autoComplete, inputMode, maxLength, disabled, amount }: FormFieldProps) {
  const messageText = useMessageText();
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {amount ? (
        <AmountInput value={value} onChange={onChange} scale={amount.scale} />
      ) : (
        <Input
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
        />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{messageText(error, label)}</Field.ErrorText>}
    </Field.Root>
  );
}
