// /login (spec §2): email or phone and password, then the authenticator code when two-factor
// authentication is on. A view of the login flow.
import { useMemo } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthCodeField } from '../../components/forms/AuthCodeField';
import { FormField } from '../../components/forms/FormField';
import { CurrentPasswordField } from '../../components/forms/PasswordFields';
import { FormShell } from '../../components/forms/FormShell';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import {
  loginEvents, selectCodeNeeded, selectLoginBusy, selectLoginCode, selectLoginErrors, selectLoginRefusal, selectLoginValues,
} from '../../machines/login.flow';
import { useLoginFlow } from './use-login-flow';

export default function LoginScreen() {
  const intl = useIntl();
  const flow = useLoginFlow();
  const events = useMemo(() => loginEvents(flow), [flow]);
  const values = useSelector(flow, selectLoginValues);
  const errors = useSelector(flow, selectLoginErrors);
  const refusal = useSelector(flow, selectLoginRefusal);
  const busy = useSelector(flow, selectLoginBusy);
  const codeNeeded = useSelector(flow, selectCodeNeeded);
  const code = useSelector(flow, selectLoginCode);

  if (codeNeeded) {
    return (
      <FormShell
        title={intl.formatMessage({ id: 'auth.login.codeTitle', defaultMessage: 'Two-factor authentication' })}
        lead={intl.formatMessage({ id: 'auth.login.codeLead', defaultMessage: 'Enter the 6-digit code your authenticator app shows now. Lost the phone? Enter one of your recovery codes.' })}
        submitLabel={intl.formatMessage({ id: 'auth.login.codeSubmit', defaultMessage: 'Verify and log in' })}
        busy={busy}
        refusal={refusal}
        onSubmit={events.submitCode}
        footer={
          <Button variant="ghost" size="sm" onClick={events.back} disabled={busy}>
            <FormattedMessage id="auth.login.codeBack" defaultMessage="Back to the password" />
          </Button>
        }
      >
        <AuthCodeField
          label={intl.formatMessage({ id: 'auth.login.code', defaultMessage: 'Authentication code' })}
          value={code.code}
          onChange={events.changeCode}
          error={code.error}
        />
      </FormShell>
    );
  }

  return (
    <FormShell
      title={intl.formatMessage({ id: 'auth.login.title', defaultMessage: 'Log in' })}
      submitLabel={intl.formatMessage({ id: 'auth.login.submit', defaultMessage: 'Log in' })}
      busy={busy}
      refusal={refusal}
      onSubmit={events.submit}
      footer={
        <HStack justify="space-between" w="full">
          <RouterTextLink to="/forgetpwd">
            <FormattedMessage id="auth.login.forgot" defaultMessage="Forgot password?" />
          </RouterTextLink>
          <Text>
            <FormattedMessage
              id="auth.login.noAccount"
              defaultMessage="No account yet? <link>Register</link>"
              values={{ link: (chunks) => <RouterTextLink to="/register">{chunks}</RouterTextLink> }}
            />
          </Text>
        </HStack>
      }
    >
      <FormField
        label={intl.formatMessage({ id: 'auth.login.account', defaultMessage: 'Email or phone' })}
        value={values.account}
        onChange={(v) => events.changeField('account', v)}
        error={errors.account}
        autoComplete="username"
      />
      <CurrentPasswordField
        label={intl.formatMessage({ id: 'auth.login.password', defaultMessage: 'Password' })}
        value={values.password}
        onChange={(v) => events.changeField('password', v)}
        error={errors.password}
      />
    </FormShell>
  );
}
