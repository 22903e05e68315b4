// /antiPhishing: the phrase every mail from the platform will show, so a mail without it is not
// ours. Proven by the 2FA code when 2FA is on, else the login password. A view of the
// anti-phishing flow, started once the security overview says which proof to ask for.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { AuthCodeField } from '../../components/forms/AuthCodeField';
import { FormField } from '../../components/forms/FormField';
import { CurrentPasswordField } from '../../components/forms/PasswordFields';
import { FormShell } from '../../components/forms/FormShell';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { SuccessPanel } from '../../components/forms/SuccessPanel';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import {
  antiPhishingEvents, selectPhraseErrors, selectPhraseNeedsCode, selectPhraseRefusal, selectPhraseSaved, selectPhraseSaving, selectPhraseValues,
} from '../../machines/anti-phishing.flow';
import { securityOverviewEvents, selectOverview, selectOverviewRefusal } from '../../machines/security-overview.flow';
import { useSecurityOverview } from './use-security-overview';
import { useAntiPhishingFlow } from './use-two-factor-flow';

function PhraseForm({ twoFactorOn }: { twoFactorOn: boolean }) {
  const intl = useIntl();
  const flow = useAntiPhishingFlow(twoFactorOn);
  const events = useMemo(() => antiPhishingEvents(flow), [flow]);
  const values = useSelector(flow, selectPhraseValues);
  const errors = useSelector(flow, selectPhraseErrors);
  const refusal = useSelector(flow, selectPhraseRefusal);
  const saving = useSelector(flow, selectPhraseSaving);
  const saved = useSelector(flow, selectPhraseSaved);
  const needsCode = useSelector(flow, selectPhraseNeedsCode);

  if (saved) {
    return (
      <SuccessPanel
        title={intl.formatMessage({ id: 'account.antiPhishing.done', defaultMessage: 'Anti-phishing phrase saved' })}
        actions={<RouterTextLink to="/setting"><FormattedMessage id="account.backToSecurity" defaultMessage="Back to account security" /></RouterTextLink>}
      >
        <FormattedMessage id="account.antiPhishing.doneText" defaultMessage="Every mail we send you now shows this phrase. A mail without it is not from us." />
      </SuccessPanel>
    );
  }

  return (
    <FormShell
      title={intl.formatMessage({ id: 'account.antiPhishing.title', defaultMessage: 'Anti-phishing phrase' })}
      lead={intl.formatMessage({
        id: 'account.antiPhishing.lead',
        defaultMessage: 'Choose a phrase only you know (4 to 32 characters). Every mail we send you shows it, so you can tell our mails from fakes.',
      })}
      submitLabel={intl.formatMessage({ id: 'account.antiPhishing.submit', defaultMessage: 'Save phrase' })}
      busy={saving}
      refusal={refusal}
      onSubmit={events.submit}
    >
      <FormField
        label={intl.formatMessage({ id: 'account.antiPhishing.phrase', defaultMessage: 'Anti-phishing phrase' })}
        value={values.phrase}
        onChange={(v) => events.changeField('phrase', v)}
        error={errors.phrase}
        maxLength={32}
        autoComplete="off"
      />
      {needsCode ? (
        <AuthCodeField
          label={intl.formatMessage({ id: 'account.twoFactor.code', defaultMessage: 'Code from the app' })}
          value={values.proof}
          onChange={(v) => events.changeField('proof', v)}
          error={errors.proof}
        />
      ) : (
        <CurrentPasswordField
          label={intl.formatMessage({ id: 'account.secQuestions.password', defaultMessage: 'Login password' })}
          value={values.proof}
          onChange={(v) => events.changeField('proof', v)}
          error={errors.proof}
        />
      )}
    </FormShell>
  );
}

export default function AntiPhishingScreen() {
  const overviewFlow = useSecurityOverview();
  const overviewEvents = useMemo(() => securityOverviewEvents(overviewFlow), [overviewFlow]);
  const overview = useSelector(overviewFlow, selectOverview);
  const refusal = useSelector(overviewFlow, selectOverviewRefusal);
  if (refusal) return <UnavailableAlert refusal={refusal} onRetry={overviewEvents.retry} />;
  if (!overview) return <PageLoading />;
  return <PhraseForm twoFactorOn={overview.two_factor_enabled} />;
}
