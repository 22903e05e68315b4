// The form of /bindemail and /bindphone: the new address, a code sent to it, and the contact
// bound now, if any. A view of the bind-contact flow.
import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionSelector } from '../../app/platform-context';
import { PageLoading } from '../../components/feedback/PageLoading';
import { CodeField } from '../../components/forms/CodeField';
import { FormField } from '../../components/forms/FormField';
import { FormShell } from '../../components/forms/FormShell';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { SuccessPanel } from '../../components/forms/SuccessPanel';
import { WithdrawLockNotice } from '../../components/forms/WithdrawLockNotice';
import { useSettingsKnown } from '../../components/forms/use-settings-known';
import type { AccountType } from '../../machines/form-validation';
import { selectBoundContact } from '../../machines/session.selectors';
import {
  bindContactEvents, selectBindCodeSender, selectBindErrors, selectBindRefusal, selectBindValues, selectBinding, selectBoundAddress,
} from '../../machines/bind-contact.flow';
import { useBindContactFlow } from './use-bind-contact-flow';

function BindForm({ channel }: { channel: AccountType }) {
  const intl = useIntl();
  const flow = useBindContactFlow(channel);
  const events = useMemo(() => bindContactEvents(flow), [flow]);
  const values = useSelector(flow, selectBindValues);
  const errors = useSelector(flow, selectBindErrors);
  const refusal = useSelector(flow, selectBindRefusal);
  const busy = useSelector(flow, selectBinding);
  const sender = useSelector(flow, selectBindCodeSender);
  const bound = useSelector(flow, selectBoundAddress);
  const current = useSessionSelector(selectBoundContact(channel));
  const isEmail = channel === 'email';

  if (bound !== null) {
    return (
      <SuccessPanel
        title={isEmail
          ? intl.formatMessage({ id: 'account.bindEmail.done', defaultMessage: 'Email bound' })
          : intl.formatMessage({ id: 'account.bindPhone.done', defaultMessage: 'Phone bound' })}
        actions={<RouterTextLink to="/setting"><FormattedMessage id="account.backToSecurity" defaultMessage="Back to account security" /></RouterTextLink>}
      >
        <FormattedMessage id="account.bind.doneText" defaultMessage="{address} is now bound to your account. Withdrawals are paused for 24 hours." values={{ address: bound }} />
      </SuccessPanel>
    );
  }

  return (
    <FormShell
      title={isEmail
        ? intl.formatMessage({ id: 'account.bindEmail.title', defaultMessage: 'Bind email' })
        : intl.formatMessage({ id: 'account.bindPhone.title', defaultMessage: 'Bind phone' })}
      lead={current ? (
        <FormattedMessage id="account.bind.current" defaultMessage="Bound now: {address}. A new one replaces it." values={{ address: current }} />
      ) : undefined}
      submitLabel={intl.formatMessage({ id: 'account.bind.submit', defaultMessage: 'Bind' })}
      busy={busy}
      refusal={refusal}
      onSubmit={events.submit}
    >
      <WithdrawLockNotice />
      <FormField
        label={isEmail
          ? intl.formatMessage({ id: 'account.bindEmail.address', defaultMessage: 'New email address' })
          : intl.formatMessage({ id: 'account.bindPhone.address', defaultMessage: 'New phone number' })}
        type={isEmail ? 'email' : 'tel'}
        autoComplete={isEmail ? 'email' : 'tel'}
        value={values.address}
        onChange={(v) => events.changeField('address', v)}
        error={errors.address}
        helper={isEmail ? undefined : intl.formatMessage({ id: 'account.bindPhone.help', defaultMessage: 'With the country code, e.g. +44 7700 900123' })}
      />
      {sender && <CodeField sender={sender} value={values.code} onChange={(v) => events.changeField('code', v)} onSend={events.sendCode} error={errors.code} />}
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="account.bind.codeNote" defaultMessage="The code goes to the new address, to prove it is yours." />
      </Text>
    </FormShell>
  );
}

export function BindContactForm({ channel }: { channel: AccountType }) {
  return useSettingsKnown() ? <BindForm channel={channel} /> : <PageLoading />;
}
