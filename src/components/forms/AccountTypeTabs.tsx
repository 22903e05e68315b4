// The email / phone choice of the account forms (spec §2: /register has a phone or email tab).
import { Tabs } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { AccountType } from '../../machines/form-validation';

export interface AccountTypeTabsProps {
  value: AccountType;
  onChange(value: AccountType): void;
  /** Only these are offered (a change can only use what is bound). */
  offered?: AccountType[];
}

export function AccountTypeTabs({ value, onChange, offered = ['email', 'phone'] }: AccountTypeTabsProps) {
  const intl = useIntl();
  const names: Record<AccountType, string> = {
    email: intl.formatMessage({ id: 'form.accountType.email', defaultMessage: 'Email' }),
    phone: intl.formatMessage({ id: 'form.accountType.phone', defaultMessage: 'Phone' }),
  };
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value as AccountType)} variant="line" fitted>
      <Tabs.List aria-label={intl.formatMessage({ id: 'form.accountType.label', defaultMessage: 'Account type' })}>
        {offered.map((type) => (
          <Tabs.Trigger key={type} value={type}>
            {names[type]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
