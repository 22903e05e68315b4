// /twoFactor: turning two-factor authentication on (QR code and key, one code, the recovery codes
// shown once) and off (a code; withdrawals pause for 24 hours). A view of the two-factor flow.
import { useMemo } from 'react';
import { Box, Button, Code, List, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { Notice } from '../../components/feedback/Notice';
import { AuthCodeField } from '../../components/forms/AuthCodeField';
import { FormShell } from '../../components/forms/FormShell';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { SuccessPanel } from '../../components/forms/SuccessPanel';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { WithdrawLockNotice } from '../../components/forms/WithdrawLockNotice';
import { QrCode } from '../../components/ui/QrCode';
import { selectTwoFactorBusy, selectTwoFactorContext, selectTwoFactorStep, twoFactorEvents } from '../../machines/two-factor.flow';
import { useTwoFactorFlow } from './use-two-factor-flow';

export default function TwoFactorScreen() {
  const intl = useIntl();
  const flow = useTwoFactorFlow();
  const events = useMemo(() => twoFactorEvents(flow), [flow]);
  const step = useSelector(flow, selectTwoFactorStep);
  const busy = useSelector(flow, selectTwoFactorBusy);
  const context = useSelector(flow, selectTwoFactorContext);
  const title = intl.formatMessage({ id: 'account.twoFactor.title', defaultMessage: 'Two-factor authentication' });
  const codeField = (
    <AuthCodeField
      label={intl.formatMessage({ id: 'account.twoFactor.code', defaultMessage: 'Code from the app' })}
      value={context.code}
      onChange={events.changeCode}
      error={context.codeError}
    />
  );

  switch (step) {
    case 'loading':
      return <PageLoading />;
    case 'unavailable':
      return <UnavailableAlert refusal={context.refusal} onRetry={events.retry} />;
    case 'off':
      return (
        <FormShell
          title={title}
          lead={intl.formatMessage({
            id: 'account.twoFactor.offLead',
            defaultMessage: 'Protect your login, withdrawals and security changes with a code from an authenticator app on your phone (any app for time-based codes).',
          })}
          submitLabel={intl.formatMessage({ id: 'account.twoFactor.start', defaultMessage: 'Set up' })}
          busy={busy}
          refusal={context.refusal}
          onSubmit={events.start}
        >
          {context.turnedOff && (
            <Notice status="warning" role="status">
              <FormattedMessage id="account.twoFactor.turnedOff" defaultMessage="Two-factor authentication is off. Withdrawals are paused for 24 hours." />
            </Notice>
          )}
        </FormShell>
      );
    case 'confirming':
      return (
        <FormShell
          title={title}
          lead={intl.formatMessage({
            id: 'account.twoFactor.scanLead',
            defaultMessage: 'Scan the QR code with your authenticator app, or type the key into it. Then enter the 6-digit code the app shows.',
          })}
          submitLabel={intl.formatMessage({ id: 'account.twoFactor.confirm', defaultMessage: 'Turn on' })}
          busy={busy}
          refusal={context.refusal}
          onSubmit={events.confirm}
          footer={
            <Button variant="ghost" size="sm" onClick={events.cancel} disabled={busy}>
              <FormattedMessage id="account.twoFactor.cancel" defaultMessage="Cancel" />
            </Button>
          }
        >
          {context.enrolment && (
            <Stack gap="2" align="center">
              <QrCode value={context.enrolment.otpauth_uri} size={180} label={intl.formatMessage({ id: 'account.twoFactor.qrLabel', defaultMessage: 'QR code for the authenticator app' })} />
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="account.twoFactor.key" defaultMessage="Key" />
              </Text>
              <Code data-testid="totp-secret" dir="ltr" fontSize="md" wordBreak="break-all" textAlign="center">{context.enrolment.secret}</Code>
            </Stack>
          )}
          {codeField}
        </FormShell>
      );
    case 'recoveryCodes':
      return (
        <SuccessPanel
          title={intl.formatMessage({ id: 'account.twoFactor.onTitle', defaultMessage: 'Two-factor authentication is on' })}
          actions={
            <Button onClick={events.done}>
              <FormattedMessage id="account.twoFactor.savedCodes" defaultMessage="I have saved them" />
            </Button>
          }
        >
          <Stack gap="3">
            <Text>
              <FormattedMessage
                id="account.twoFactor.recoveryLead"
                defaultMessage="Keep these recovery codes somewhere safe. If you lose your phone, each one works once instead of a code. They are shown only now."
              />
            </Text>
            <Box dir="ltr">
              <List.Root data-testid="recovery-codes" listStyle="none" display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="1">
                {context.recoveryCodes.map((code) => (
                  <List.Item key={code}><Code>{code}</Code></List.Item>
                ))}
              </List.Root>
            </Box>
          </Stack>
        </SuccessPanel>
      );
    case 'on':
      return (
        <FormShell
          title={title}
          lead={intl.formatMessage({
            id: 'account.twoFactor.onLead',
            defaultMessage: 'On: logging in, withdrawals, address changes and security changes ask for a code from your app. To turn it off, enter a code or a recovery code.',
          })}
          submitLabel={intl.formatMessage({ id: 'account.twoFactor.turnOff', defaultMessage: 'Turn off' })}
          busy={busy}
          refusal={context.refusal}
          onSubmit={events.turnOff}
          footer={<RouterTextLink to="/setting"><FormattedMessage id="account.backToSecurity" defaultMessage="Back to account security" /></RouterTextLink>}
        >
          <WithdrawLockNotice />
          {codeField}
        </FormShell>
      );
  }
}
