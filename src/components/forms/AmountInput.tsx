// The one input for amounts and prices: a decimal keyboard, and only what amount-text.ts accepts
// (digits, one decimal separator, at most `scale` decimals). The flow hears wire decimals.
import { Input, type InputProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { acceptTypedAmount, amountForField } from './amount-text';

export interface AmountInputProps extends Omit<InputProps, 'value' | 'onChange' | 'inputMode' | 'type'> {
  value: string;
  onChange(value: string): void;
  /** Decimal places of the asset or market; none means the wire's limit. */
  scale?: number;
}

export function AmountInput({ value, onChange, scale, ...rest }: AmountInputProps) {
  const { locale } = useIntl();
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={amountForField(value, locale)}
      onChange={(e) => {
        const next = acceptTypedAmount(e.target.value, locale, scale);
        // A refused key leaves the controlled value as it was.
        if (next !== null) onChange(next);
      }}
    />
  );
}
