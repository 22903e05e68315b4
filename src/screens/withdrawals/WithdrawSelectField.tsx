// A labelled native select with its message underneath, for chains and saved addresses.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useMessageText } from '../../components/forms/use-message-text';

export interface SelectOption {
  value: string;
  label: string;
}

export function WithdrawSelectField({ label, value, options, onChange, error }: { label: string; value: string; options: SelectOption[]; onChange(value: string): void; error?: string }) {
  const messageText = useMessageText();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{messageText(error, label)}</Field.ErrorText>}
    </Field.Root>
  );
}
