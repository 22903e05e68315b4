// /secQuestion (spec §3): answers to the three security questions, confirmed with the login
// password. A view of the security-questions flow.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../components/forms/FormField';
import { CurrentPasswordField } from '../../components/forms/PasswordFields';
import { FormShell } from '../../components/forms/FormShell';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { SuccessPanel } from '../../components/forms/SuccessPanel';
import { WithdrawLockNotice } from '../../components/forms/WithdrawLockNotice';
import { useSecurityQuestionLabels } from '../../components/forms/security-question-labels';
import {
  securityQuestionsEvents, selectSecQuestionErrors, selectSecQuestionRefusal, selectSecQuestionSaved, selectSecQuestionSaving,
  selectSecQuestionValues,
} from '../../machines/security-questions.flow';
import { useSecurityQuestionsFlow } from './use-security-questions-flow';

const answers = ['answer1', 'answer2', 'answer3'] as const;

export default function SecurityQuestionsScreen() {
  const intl = useIntl();
  const flow = useSecurityQuestionsFlow();
  const events = useMemo(() => securityQuestionsEvents(flow), [flow]);
  const values = useSelector(flow, selectSecQuestionValues);
  const errors = useSelector(flow, selectSecQuestionErrors);
  const refusal = useSelector(flow, selectSecQuestionRefusal);
  const saving = useSelector(flow, selectSecQuestionSaving);
  const saved = useSelector(flow, selectSecQuestionSaved);
  const questions = useSecurityQuestionLabels();

  if (saved) {
    return (
      <SuccessPanel
        title={intl.formatMessage({ id: 'account.secQuestions.done', defaultMessage: 'Security answers saved' })}
        actions={<RouterTextLink to="/setting"><FormattedMessage id="account.backToSecurity" defaultMessage="Back to account security" /></RouterTextLink>}
      >
        <FormattedMessage id="account.secQuestions.doneText" defaultMessage="You can now reset a forgotten password with them. Withdrawals are paused for 24 hours." />
      </SuccessPanel>
    );
  }

  return (
    <FormShell
      title={intl.formatMessage({ id: 'account.secQuestions.title', defaultMessage: 'Security questions' })}
      lead={intl.formatMessage({
        id: 'account.secQuestions.lead',
        defaultMessage: 'Together with a verification code, these answers let you reset a forgotten password. New answers replace the old ones.',
      })}
      submitLabel={intl.formatMessage({ id: 'account.secQuestions.submit', defaultMessage: 'Save answers' })}
      busy={saving}
      refusal={refusal}
      onSubmit={events.submit}
    >
      <WithdrawLockNotice />
      {answers.map((field, i) => (
        <FormField key={field} label={questions[i]} value={values[field]} onChange={(v) => events.changeField(field, v)} error={errors[field]} maxLength={64} autoComplete="off" />
      ))}
      <CurrentPasswordField
        label={intl.formatMessage({ id: 'account.secQuestions.password', defaultMessage: 'Login password' })}
        value={values.password}
        onChange={(v) => events.changeField('password', v)}
        error={errors.password}
      />
    </FormShell>
  );
}
