// The formatters of format.ts bound to the current language, for screens.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount, formatChange, formatDecimal, formatPercent, type PercentOptions } from './format';

export function useFormat() {
  const intl = useIntl();
  return useMemo(() => ({
    decimal: (value: string) => formatDecimal(intl, value),
    amount: (value: string, unit: string) => formatAmount(intl, value, unit),
    percent: (ratio: string, options?: PercentOptions) => formatPercent(intl, ratio, options),
    change: (percent: string) => formatChange(intl, percent),
  }), [intl]);
}
