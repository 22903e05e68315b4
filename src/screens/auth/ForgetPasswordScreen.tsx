// /forgetpwd (spec §2, §5): a visitor resets a forgotten password by a code, or by the security
// answers with a code; `?type=changepwd` lets a member change it by a code to the bound email or
// phone. A view of the password flow.
import { useMemo } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useSessionSelector } from '../../app/platform-context';
import { selectSessionPhase } from '../../machines/session.selectors';
import { PageLoading } from '../../components/feedback/PageLoading';
import { AccountTypeTabs } from '../../components/forms/AccountTypeTabs';
import { ChoiceGroup } from '../../components/forms/ChoiceGroup';
import { CodeField } from '../../components/forms/CodeField';
import { FormField } from '../../components/forms/FormField';
import { NewPasswordFields } from '../../components/forms/PasswordFields';
import { FormShell } from '../../components/forms/FormShell';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { SuccessPanel } from '../../components/forms/SuccessPanel';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { WithdrawLockNotice } from '../../components/forms/WithdrawLockNotice';
import { useSecurityQuestionLabels } from '../../components/forms/security-question-labels';
import { useSettingsKnown } from '../../components/forms/use-settings-known';
import { useMessageText } from '../../components/forms/use-message-text';
import {
  passwordEvents, selectBoundContacts, selectPasswordCodeSender, selectPasswordErrors, selectPasswordMode, selectPasswordRefusal,
  selectPasswordSaving, selectPasswordStage, selectPasswordTab, selectPasswordValues, selectResetMethod, type PasswordMode,
  type passwordResetFlow,
} from '../../machines/password-reset.flow';
import type { AccountType } from '../../machines/form-validation';
import { usePasswordFlow } from './use-password-flow';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Notice } from '../../components/feedback/Notice';

type PasswordActor = ActorRefFrom<typeof passwordResetFlow>;

function PasswordFields({ flow }: { flow: PasswordActor }) {
  const intl = useIntl();
  const events = useMemo(() => passwordEvents(flow), [flow]);
  const values = useSelector(flow, selectPasswordValues);
  const errors = useSelector(flow, selectPasswordErrors);
  return (
    <>
      <NewPasswordFields
        labels={{
          password: intl.formatMessage({ id: 'auth.reset.password', defaultMessage: 'New password' }),
          repassword: intl.formatMessage({ id: 'auth.reset.repassword', defaultMessage: 'Confirm new password' }),
        }}
        values={values}
        errors={errors}
        onChange={events.changeField}
      />
    </>
  );
}

function ResetFields({ flow }: { flow: PasswordActor }) {
  const intl = useIntl();
  const events = useMemo(() => passwordEvents(flow), [flow]);
  const method = useSelector(flow, selectResetMethod);
  const tab = useSelector(flow, selectPasswordTab);
  const values = useSelector(flow, selectPasswordValues);
  const errors = useSelector(flow, selectPasswordErrors);
  const sender = useSelector(flow, selectPasswordCodeSender);
  const questions = useSecurityQuestionLabels();
  const answers = ['answer1', 'answer2', 'answer3'] as const;
  return (
    <>
      <ChoiceGroup
        label={intl.formatMessage({ id: 'auth.reset.method', defaultMessage: 'Reset with' })}
        value={method}
        onChange={events.chooseMethod}
        choices={[
          { value: 'code', label: intl.formatMessage({ id: 'auth.reset.byCode', defaultMessage: 'A verification code' }) },
          { value: 'questions', label: intl.formatMessage({ id: 'auth.reset.byQuestions', defaultMessage: 'Security questions and a code' }) },
        ]}
      />
      <AccountTypeTabs value={tab} onChange={events.chooseTab}>
        <FormField
          label={tab === 'email'
            ? intl.formatMessage({ id: 'auth.reset.email', defaultMessage: 'Email address' })
            : intl.formatMessage({ id: 'auth.reset.phone', defaultMessage: 'Phone number' })}
          type={tab === 'email' ? 'email' : 'tel'}
          value={values.account}
          onChange={(v) => events.changeField('account', v)}
          error={errors.account}
          autoComplete="username"
        />
      </AccountTypeTabs>
      {sender && <CodeField sender={sender} value={values.code} onChange={(v) => events.changeField('code', v)} onSend={events.sendCode} error={errors.code} />}
      {method === 'questions' &&
        answers.map((field, i) => (
          <FormField key={field} label={questions[i]} value={values[field]} onChange={(v) => events.changeField(field, v)} error={errors[field]} maxLength={64} />
        ))}
      <PasswordFields flow={flow} />
    </>
  );
}

function ChangeFields({ flow }: { flow: PasswordActor }) {
  const events = useMemo(() => passwordEvents(flow), [flow]);
  const tab = useSelector(flow, selectPasswordTab);
  const contacts = useSelector(flow, selectBoundContacts);
  const values = useSelector(flow, selectPasswordValues);
  const errors = useSelector(flow, selectPasswordErrors);
  const sender = useSelector(flow, selectPasswordCodeSender);
  const offered = (['email', 'phone'] as AccountType[]).filter((type) => contacts[type]);
  const codeField = sender && (
    <CodeField
      sender={sender}
      value={values.code}
      onChange={(v) => events.changeField('code', v)}
      onSend={events.sendCode}
      error={errors.code ?? errors.account}
      destination={contacts[tab]}
    />
  );
  return (
    <>
      {offered.length > 1 ? <AccountTypeTabs value={tab} onChange={events.chooseTab} offered={offered}>{codeField}</AccountTypeTabs> : codeField}
      <PasswordFields flow={flow} />
    </>
  );
}

function ContactMissing() {
  const messageText = useMessageText();
  return (
    <Stack gap="4" maxW="lg" mx="auto">
      <Notice status="warning" role="alert">{messageText('error.bindContactFirst')}</Notice>
      <HStack gap="4">
        <RouterTextLink to="/bindemail">
          <FormattedMessage id="auth.change.bindEmail" defaultMessage="Bind an email" />
        </RouterTextLink>
        <RouterTextLink to="/bindphone">
          <FormattedMessage id="auth.change.bindPhone" defaultMessage="Bind a phone" />
        </RouterTextLink>
      </HStack>
    </Stack>
  );
}

function PasswordForm({ mode }: { mode: PasswordMode }) {
  const intl = useIntl();
  const flow = usePasswordFlow(mode);
  const events = useMemo(() => passwordEvents(flow), [flow]);
  const stage = useSelector(flow, selectPasswordStage);
  const refusal = useSelector(flow, selectPasswordRefusal);
  const saving = useSelector(flow, selectPasswordSaving);
  const isChange = useSelector(flow, selectPasswordMode) === 'change';

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'contactMissing') return <ContactMissing />;
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  if (stage === 'saved') {
    return isChange ? (
      <SuccessPanel
        title={intl.formatMessage({ id: 'auth.change.done', defaultMessage: 'Your password has been changed' })}
        actions={<RouterTextLink to="/setting"><FormattedMessage id="auth.change.backToSecurity" defaultMessage="Back to account security" /></RouterTextLink>}
      >
        <FormattedMessage id="auth.change.doneText" defaultMessage="Other sessions were signed out. Withdrawals are paused for 24 hours." />
      </SuccessPanel>
    ) : (
      <SuccessPanel
        title={intl.formatMessage({ id: 'auth.reset.done', defaultMessage: 'Your password has been reset' })}
        actions={
          <ButtonLink to="/login">
            <FormattedMessage id="auth.reset.goLogin" defaultMessage="Log in" />
          </ButtonLink>
        }
      >
        <FormattedMessage id="auth.reset.doneText" defaultMessage="Log in with your new password. Withdrawals are paused for 24 hours." />
      </SuccessPanel>
    );
  }

  return (
    <FormShell
      title={isChange
        ? intl.formatMessage({ id: 'auth.change.title', defaultMessage: 'Change login password' })
        : intl.formatMessage({ id: 'auth.reset.title', defaultMessage: 'Reset password' })}
      submitLabel={isChange
        ? intl.formatMessage({ id: 'auth.change.submit', defaultMessage: 'Change password' })
        : intl.formatMessage({ id: 'auth.reset.submit', defaultMessage: 'Reset password' })}
      busy={saving}
      refusal={refusal}
      onSubmit={events.submit}
      footer={isChange ? undefined : <RouterTextLink to="/login"><FormattedMessage id="auth.reset.backToLogin" defaultMessage="Back to log in" /></RouterTextLink>}
    >
      <WithdrawLockNotice />
      {isChange ? <ChangeFields flow={flow} /> : <ResetFields flow={flow} />}
    </FormShell>
  );
}

function LoginFirst() {
  return (
    <Notice status="info" role="alert" maxW="lg" mx="auto">
      <FormattedMessage
        id="auth.change.loginFirst"
        defaultMessage="Please <link>log in</link> to change your password."
        values={{ link: (chunks) => <RouterTextLink to={`/login?redirect=${encodeURIComponent('/forgetpwd?type=changepwd')}`}>{chunks}</RouterTextLink> }}
      />
    </Notice>
  );
}

export default function ForgetPasswordScreen() {
  const [search] = useSearchParams();
  const mode: PasswordMode = search.get('type') === 'changepwd' ? 'change' : 'reset';
  const phase = useSessionSelector(selectSessionPhase);
  const settingsKnown = useSettingsKnown();
  if (!settingsKnown || (mode === 'change' && phase === 'pending')) return <PageLoading />;
  if (mode === 'change' && phase === 'visitor') return <LoginFirst />;
  // A new mode is a new form: the key starts a fresh flow when the query changes.
  return <PasswordForm key={mode} mode={mode} />;
}
