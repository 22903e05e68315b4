// The email / phone choice of the account forms (spec §2: /register has a phone or email tab).
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import type { AccountType } from '../../machines/form-validation';
import { FilterTabs } from './FilterTabs';

export interface AccountTypeTabsProps {
  value: AccountType;
  onChange(value: AccountType): void;
  /** Only these are offered (a change can only use what is bound). */
  offered?: AccountType[];
  /** The fields that change with the type (its tab panel). */
  children: ReactNode;
}

export function AccountTypeTabs({ value, onChange, offered = ['email', 'phone'], children }: AccountTypeTabsProps) {
  const intl = useIntl();
  const names: Record<AccountType, string> = {
    email: intl.formatMessage({ id: 'form.accountType.email', defaultMessage: 'Email' }),
    phone: intl.formatMessage({ id: 'form.accountType.phone', defaultMessage: 'Phone' }),
  };
  return (
    <FilterTabs
      fitted
      label={intl.formatMessage({ id: 'form.accountType.label', defaultMessage: 'Account type' })}
      value={value}
      onChange={onChange}
      tabs={offered.map((type) => ({ value: type, label: names[type] }))}
    >
      {children}
    </FilterTabs>
  );
}
