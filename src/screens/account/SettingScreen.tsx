// /setting (spec §2 user centre, §4 security level): the account's security at a glance: the
// level and the next step that would raise it, the withdrawal lock after a security change, and
// each setting with the page that changes it. A view of the security overview.
import { useMemo, type ReactNode } from 'react';
import { Badge, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { Notice } from '../../components/feedback/Notice';
import {
  nextSecurityStep, securityOverviewEvents, selectOverview, selectOverviewRefusal, type SecurityOverview, type SecurityStep,
} from '../../machines/security-overview.flow';
import { useSecurityOverview } from './use-security-overview';

const levelPalette: Record<SecurityOverview['security_level'], string> = { strong: 'green', weak: 'orange', notSecure: 'red' };

function LevelName({ level }: { level: SecurityOverview['security_level'] }) {
  if (level === 'strong') return <FormattedMessage id="account.setting.level.strong" defaultMessage="Strong" />;
  if (level === 'weak') return <FormattedMessage id="account.setting.level.weak" defaultMessage="Weak" />;
  return <FormattedMessage id="account.setting.level.notSecure" defaultMessage="Not secure" />;
}

const stepLinks: Record<SecurityStep, string> = {
  setTpwd: '/bindmpwd',
  bindEmail: '/bindemail',
  bindPhone: '/bindphone',
  setSecQuestions: '/secQuestion',
  allowlistOnly: '/address',
  strongerPassword: '/forgetpwd?type=changepwd',
  turnOnTwoFactor: '/twoFactor',
  setAntiPhishing: '/antiPhishing',
  other: '/setting',
};

function StepText({ step }: { step: SecurityStep }) {
  switch (step) {
    case 'setTpwd':
      return <FormattedMessage id="account.setting.step.setTpwd" defaultMessage="Set a transaction password" />;
    case 'bindEmail':
      return <FormattedMessage id="account.setting.step.bindEmail" defaultMessage="Bind an email address" />;
    case 'bindPhone':
      return <FormattedMessage id="account.setting.step.bindPhone" defaultMessage="Bind a phone number" />;
    case 'setSecQuestions':
      return <FormattedMessage id="account.setting.step.setSecQuestions" defaultMessage="Answer the security questions" />;
    case 'strongerPassword':
      return <FormattedMessage id="account.setting.step.strongerPassword" defaultMessage="Choose a stronger login password" />;
    case 'turnOnTwoFactor':
      return <FormattedMessage id="account.setting.step.turnOnTwoFactor" defaultMessage="Turn on two-factor authentication" />;
    case 'setAntiPhishing':
      return <FormattedMessage id="account.setting.step.setAntiPhishing" defaultMessage="Choose an anti-phishing phrase" />;
    case 'allowlistOnly':
      return <FormattedMessage id="account.setting.step.allowlistOnly" defaultMessage="Allow withdrawals only to your saved addresses" />;
    default:
      return <FormattedMessage id="account.setting.step.other" defaultMessage="Complete your security settings" />;
  }
}

function LevelCard({ overview }: { overview: SecurityOverview }) {
  const step = nextSecurityStep(overview);
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="3">
            <Text fontWeight="medium">
              <FormattedMessage id="account.setting.level" defaultMessage="Security level" />
            </Text>
            <Badge colorPalette={levelPalette[overview.security_level]} size="lg" data-testid="security-level">
              <LevelName level={overview.security_level} />
            </Badge>
          </HStack>
          {step && (
            <Text>
              <FormattedMessage id="account.setting.nextStep" defaultMessage="To raise it:" />{' '}
              <RouterTextLink to={stepLinks[step]}>
                <StepText step={step} />
              </RouterTextLink>
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function WithdrawLock({ until }: { until: number }) {
  return (
    <Notice status="warning" role="status">
      <FormattedMessage
        id="account.setting.withdrawLock"
        defaultMessage="Withdrawals are paused until {date} {time} because a security setting was changed. Deposits and trading are not affected."
        values={{ date: <FormattedDate value={until} dateStyle="medium" />, time: <FormattedTime value={until} timeStyle="short" /> }}
      />
    </Notice>
  );
}

// On a phone each row stacks: the name over its state, the action beside them.
const stackedRow = { display: { base: 'grid', md: 'table-row' }, gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"name action" "state action"', alignItems: 'center', borderBottomWidth: { base: '1px', md: '0' }, py: { base: '2', md: '0' } } as const;
const stackedCell = (area: string) => ({ display: { base: 'block', md: 'table-cell' }, gridArea: area, borderBottomWidth: { base: '0', md: '1px' }, py: { base: '1', md: undefined }, wordBreak: 'break-word' }) as const;

function SettingRow({ name, state, to, action }: { name: ReactNode; state: ReactNode; to: string; action: ReactNode }) {
  return (
    <Table.Row {...stackedRow}>
      <Table.Cell fontWeight="medium" {...stackedCell('name')}>{name}</Table.Cell>
      <Table.Cell color="fg.muted" {...stackedCell('state')}>{state}</Table.Cell>
      <Table.Cell textAlign="end" {...stackedCell('action')}>
        <RouterTextLink to={to}>{action}</RouterTextLink>
      </Table.Cell>
    </Table.Row>
  );
}

const notBound = <FormattedMessage id="account.setting.notBound" defaultMessage="Not bound" />;
const notSet = <FormattedMessage id="account.setting.notSet" defaultMessage="Not set" />;
const isSet = <FormattedMessage id="account.setting.set" defaultMessage="Set" />;
const change = <FormattedMessage id="account.setting.change" defaultMessage="Change" />;
const bind = <FormattedMessage id="account.setting.bind" defaultMessage="Bind" />;
const setUp = <FormattedMessage id="account.setting.setUp" defaultMessage="Set up" />;

function SettingsTable({ overview }: { overview: SecurityOverview }) {
  const intl = useIntl();
  return (
    <Table.Root aria-label={intl.formatMessage({ id: 'account.setting.tableLabel', defaultMessage: 'Security settings' })}>
      <Table.Body>
        <SettingRow
          name={<FormattedMessage id="account.setting.loginPassword" defaultMessage="Login password" />}
          state={<FormattedMessage id="account.setting.loginPasswordState" defaultMessage="Used to log in" />}
          to="/forgetpwd?type=changepwd"
          action={<FormattedMessage id="account.setting.changeLoginPassword" defaultMessage="Change login password" />}
        />
        <SettingRow
          name={<FormattedMessage id="account.setting.tpwd" defaultMessage="Transaction password" />}
          state={overview.tpwd_set ? isSet : notSet}
          to="/bindmpwd"
          action={overview.tpwd_set
            ? <FormattedMessage id="account.setting.changeTpwd" defaultMessage="Change transaction password" />
            : <FormattedMessage id="account.setting.setTpwd" defaultMessage="Set transaction password" />}
        />
        <SettingRow
          name={<FormattedMessage id="account.setting.email" defaultMessage="Email" />}
          state={overview.email_bound ? overview.email : notBound}
          to="/bindemail"
          action={overview.email_bound ? change : bind}
        />
        <SettingRow
          name={<FormattedMessage id="account.setting.phone" defaultMessage="Phone" />}
          state={overview.phone_bound ? overview.phone : notBound}
          to="/bindphone"
          action={overview.phone_bound ? change : bind}
        />
        <SettingRow
          name={<FormattedMessage id="account.setting.secQuestions" defaultMessage="Security questions" />}
          state={overview.sec_questions_set ? isSet : notSet}
          to="/secQuestion"
          action={overview.sec_questions_set ? change : setUp}
        />
        <SettingRow
          name={<FormattedMessage id="account.setting.twoFactor" defaultMessage="Two-factor authentication" />}
          state={overview.two_factor_enabled
            ? <FormattedMessage id="account.setting.twoFactorOn" defaultMessage="On" />
            : <FormattedMessage id="account.setting.twoFactorOff" defaultMessage="Off" />}
          to="/twoFactor"
          action={overview.two_factor_enabled
            ? <FormattedMessage id="account.setting.turnOff" defaultMessage="Turn off" />
            : <FormattedMessage id="account.setting.turnOn" defaultMessage="Turn on" />}
        />
        <SettingRow
          name={<FormattedMessage id="account.setting.antiPhishing" defaultMessage="Anti-phishing phrase" />}
          state={overview.anti_phishing_set ? isSet : notSet}
          to="/antiPhishing"
          action={overview.anti_phishing_set ? change : setUp}
        />
        <SettingRow
          name={<FormattedMessage id="account.setting.devices" defaultMessage="Sessions and devices" />}
          state={<FormattedMessage id="account.setting.devicesState" defaultMessage="Where your account is logged in, and the login history" />}
          to="/devices"
          action={<FormattedMessage id="account.setting.devicesAction" defaultMessage="Review" />}
        />
      </Table.Body>
    </Table.Root>
  );
}

export default function SettingScreen() {
  const flow = useSecurityOverview();
  const events = useMemo(() => securityOverviewEvents(flow), [flow]);
  const overview = useSelector(flow, selectOverview);
  const refusal = useSelector(flow, selectOverviewRefusal);

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        <FormattedMessage id="account.setting.title" defaultMessage="Account security" />
      </Heading>
      {refusal ? (
        <UnavailableAlert refusal={refusal} onRetry={events.retry} />
      ) : !overview ? (
        <PageLoading />
      ) : (
        <>
          <Text color="fg.muted">
            <FormattedMessage id="account.setting.account" defaultMessage="Account: {account}" values={{ account: overview.account }} />
          </Text>
          <LevelCard overview={overview} />
          {overview.withdraw_lock_until !== null && <WithdrawLock until={overview.withdraw_lock_until} />}
          <SettingsTable overview={overview} />
        </>
      )}
    </Stack>
  );
}
