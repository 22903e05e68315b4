// /register (spec §2): by email or phone, with a verification code, a password typed twice, an
// invitation code (optional or required, as the site says) and the agreement. A view of the
// register flow.
import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { AccountTypeTabs } from '../../components/forms/AccountTypeTabs';
import { AgreementField } from '../../components/forms/AgreementField';
import { CodeField } from '../../components/forms/CodeField';
import { FormField } from '../../components/forms/FormField';
import { NewPasswordFields } from '../../components/forms/PasswordFields';
import { FormShell } from '../../components/forms/FormShell';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { SuccessPanel } from '../../components/forms/SuccessPanel';
import { useSettingsKnown } from '../../components/forms/use-settings-known';
import {
  registerEvents, selectInvitationRule, selectRegisterCodeSender, selectRegisterErrors, selectRegisterRefusal, selectRegisterTab,
  selectRegisterValues, selectRegisteredAccount, selectRegistering,
} from '../../machines/register.flow';
import { useRegisterFlow } from './use-register-flow';
import { ButtonLink } from '../../components/ui/ButtonLink';

function RegisterForm() {
  const intl = useIntl();
  const flow = useRegisterFlow();
  const events = useMemo(() => registerEvents(flow), [flow]);
  const tab = useSelector(flow, selectRegisterTab);
  const values = useSelector(flow, selectRegisterValues);
  const errors = useSelector(flow, selectRegisterErrors);
  const refusal = useSelector(flow, selectRegisterRefusal);
  const invitation = useSelector(flow, selectInvitationRule);
  const busy = useSelector(flow, selectRegistering);
  const sender = useSelector(flow, selectRegisterCodeSender);
  const registered = useSelector(flow, selectRegisteredAccount);

  if (registered !== null) {
    return (
      <SuccessPanel
        title={intl.formatMessage({ id: 'auth.register.done', defaultMessage: 'Registration successful' })}
        actions={
          <ButtonLink to={`/login?account=${encodeURIComponent(registered)}`}>
            <FormattedMessage id="auth.register.goLogin" defaultMessage="Log in now" />
          </ButtonLink>
        }
      >
        <FormattedMessage id="auth.register.doneText" defaultMessage="Your account {account} is ready. Log in to continue." values={{ account: registered }} />
      </SuccessPanel>
    );
  }

  const accountLabel = tab === 'email'
    ? intl.formatMessage({ id: 'auth.register.email', defaultMessage: 'Email address' })
    : intl.formatMessage({ id: 'auth.register.phone', defaultMessage: 'Phone number' });

  return (
    <FormShell
      title={intl.formatMessage({ id: 'auth.register.title', defaultMessage: 'Create an account' })}
      submitLabel={intl.formatMessage({ id: 'auth.register.submit', defaultMessage: 'Register' })}
      busy={busy}
      refusal={refusal}
      onSubmit={events.submit}
      footer={
        <Text>
          <FormattedMessage
            id="auth.register.haveAccount"
            defaultMessage="Already have an account? <link>Log in</link>"
            values={{ link: (chunks) => <RouterTextLink to="/login">{chunks}</RouterTextLink> }}
          />
        </Text>
      }
    >
      <AccountTypeTabs value={tab} onChange={events.chooseTab}>
        <FormField
          label={accountLabel}
          type={tab === 'email' ? 'email' : 'tel'}
          value={values.account}
          onChange={(v) => events.changeField('account', v)}
          error={errors.account}
          autoComplete={tab === 'email' ? 'email' : 'tel'}
          helper={tab === 'phone' ? intl.formatMessage({ id: 'auth.register.phoneHelp', defaultMessage: 'With the country code, e.g. +44 7700 900123' }) : undefined}
        />
      </AccountTypeTabs>
      {sender && (
        <CodeField sender={sender} value={values.code} onChange={(v) => events.changeField('code', v)} onSend={events.sendCode} error={errors.code} />
      )}
      <NewPasswordFields
        labels={{
          password: intl.formatMessage({ id: 'auth.register.password', defaultMessage: 'Password' }),
          repassword: intl.formatMessage({ id: 'auth.register.repassword', defaultMessage: 'Confirm password' }),
        }}
        values={values}
        errors={errors}
        onChange={events.changeField}
      />
      <FormField
        label={invitation === 'required'
          ? intl.formatMessage({ id: 'auth.register.invitationRequired', defaultMessage: 'Invitation code' })
          : intl.formatMessage({ id: 'auth.register.invitationOptional', defaultMessage: 'Invitation code (optional)' })}
        value={values.invitation_code}
        onChange={(v) => events.changeField('invitation_code', v)}
        error={errors.invitation_code}
        maxLength={32}
      />
      <AgreementField checked={values.agree} onChange={events.toggleAgreement} error={errors.agree} />
    </FormShell>
  );
}

export default function RegisterScreen() {
  // The invitation rule and the code countdown come with the site's settings.
  return useSettingsKnown() ? <RegisterForm /> : <PageLoading />;
}
