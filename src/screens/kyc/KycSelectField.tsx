// A labelled native select with its message underneath: nationality and ID type.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useMessageText } from '../../components/forms/use-message-text';

export interface KycOption { value: string; label: string }

export function KycSelectField({ label, value, options, onChange, error, disabled, placeholder }: {
  label: string; value: string; options: KycOption[]; onChange(value: string): void; error?: string; disabled?: boolean; placeholder: string;
}) {
  const messageText = useMessageText();
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-label={label}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{messageText(error, label)}</Field.ErrorText>}
    </Field.Root>
  );
}
