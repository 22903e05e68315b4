// /bindmpwd (spec §2, §5): set the 6-digit transaction password with the login password, or change
// it with the old one or with a code to the bound email or phone. A view of the tpwd flow.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { PageLoading } from '../../components/feedback/PageLoading';
import { AccountTypeTabs } from '../../components/forms/AccountTypeTabs';
import { ChoiceGroup } from '../../components/forms/ChoiceGroup';
import { CodeField } from '../../components/forms/CodeField';
import { FormField } from '../../components/forms/FormField';
import { CurrentPasswordField } from '../../components/forms/PasswordFields';
import { FormShell } from '../../components/forms/FormShell';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { SuccessPanel } from '../../components/forms/SuccessPanel';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { WithdrawLockNotice } from '../../components/forms/WithdrawLockNotice';
import { useSettingsKnown } from '../../components/forms/use-settings-known';
import type { AccountType } from '../../machines/form-validation';
import {
  selectTpwdCodeSender, selectTpwdContacts, selectTpwdErrors, selectTpwdMethod, selectTpwdPurpose, selectTpwdRefusal, selectTpwdSaving,
  selectTpwdStage, selectTpwdTab, selectTpwdValues, tpwdEvents, type tpwdFlow,
} from '../../machines/tpwd.flow';
import { useTpwdFlow } from './use-tpwd-flow';

type TpwdActor = ActorRefFrom<typeof tpwdFlow>;

/** A 6-digit secret typed as a password, with the phone keypad on touch screens. */
function SixDigitField({ label, value, onChange, error }: { label: string; value: string; onChange(v: string): void; error?: string }) {
  return <FormField label={label} type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={value} onChange={onChange} error={error} />;
}

function ConfirmChange({ flow }: { flow: TpwdActor }) {
  const intl = useIntl();
  const events = useMemo(() => tpwdEvents(flow), [flow]);
  const method = useSelector(flow, selectTpwdMethod);
  const tab = useSelector(flow, selectTpwdTab);
  const contacts = useSelector(flow, selectTpwdContacts);
  const values = useSelector(flow, selectTpwdValues);
  const errors = useSelector(flow, selectTpwdErrors);
  const sender = useSelector(flow, selectTpwdCodeSender);
  const offered = (['email', 'phone'] as AccountType[]).filter((type) => contacts[type]);
  const codeField = sender && (
    <CodeField sender={sender} value={values.code} onChange={(v) => events.changeField('code', v)} onSend={events.sendCode} error={errors.code} destination={contacts[tab]} />
  );
  return (
    <>
      {offered.length > 0 && (
        <ChoiceGroup
          label={intl.formatMessage({ id: 'account.tpwd.method', defaultMessage: 'Confirm the change with' })}
          value={method}
          onChange={events.chooseMethod}
          choices={[
            { value: 'old', label: intl.formatMessage({ id: 'account.tpwd.byOld', defaultMessage: 'The current transaction password' }) },
            { value: 'code', label: intl.formatMessage({ id: 'account.tpwd.byCode', defaultMessage: 'A verification code' }) },
          ]}
        />
      )}
      {method === 'old' ? (
        <SixDigitField
          label={intl.formatMessage({ id: 'account.tpwd.old', defaultMessage: 'Current transaction password' })}
          value={values.old_tpwd}
          onChange={(v) => events.changeField('old_tpwd', v)}
          error={errors.old_tpwd}
        />
      ) : (
        <>
          {offered.length > 1 ? <AccountTypeTabs value={tab} onChange={events.chooseTab} offered={offered}>{codeField}</AccountTypeTabs> : codeField}
        </>
      )}
    </>
  );
}

function TpwdForm() {
  const intl = useIntl();
  const flow = useTpwdFlow();
  const events = useMemo(() => tpwdEvents(flow), [flow]);
  const stage = useSelector(flow, selectTpwdStage);
  const purpose = useSelector(flow, selectTpwdPurpose);
  const values = useSelector(flow, selectTpwdValues);
  const errors = useSelector(flow, selectTpwdErrors);
  const refusal = useSelector(flow, selectTpwdRefusal);
  const saving = useSelector(flow, selectTpwdSaving);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  if (stage === 'saved') {
    return (
      <SuccessPanel
        title={intl.formatMessage({ id: 'account.tpwd.done', defaultMessage: 'Transaction password saved' })}
        actions={<RouterTextLink to="/setting"><FormattedMessage id="account.backToSecurity" defaultMessage="Back to account security" /></RouterTextLink>}
      >
        {purpose === 'change' && <FormattedMessage id="account.tpwd.doneLocked" defaultMessage="Withdrawals are paused for 24 hours." />}
      </SuccessPanel>
    );
  }

  const isChange = purpose === 'change';
  return (
    <FormShell
      title={isChange
        ? intl.formatMessage({ id: 'account.tpwd.changeTitle', defaultMessage: 'Change transaction password' })
        : intl.formatMessage({ id: 'account.tpwd.setTitle', defaultMessage: 'Set transaction password' })}
      lead={intl.formatMessage({ id: 'account.tpwd.lead', defaultMessage: 'Six digits, asked for before every withdrawal and transfer.' })}
      submitLabel={intl.formatMessage({ id: 'account.tpwd.submit', defaultMessage: 'Save transaction password' })}
      busy={saving}
      refusal={refusal}
      onSubmit={events.submit}
    >
      {isChange && <WithdrawLockNotice />}
      {isChange && <ConfirmChange flow={flow} />}
      <SixDigitField
        label={isChange
          ? intl.formatMessage({ id: 'account.tpwd.new', defaultMessage: 'New transaction password' })
          : intl.formatMessage({ id: 'account.tpwd.tpwd', defaultMessage: 'Transaction password' })}
        value={values.tpwd}
        onChange={(v) => events.changeField('tpwd', v)}
        error={errors.tpwd}
      />
      <SixDigitField
        label={intl.formatMessage({ id: 'account.tpwd.retpwd', defaultMessage: 'Repeat transaction password' })}
        value={values.retpwd}
        onChange={(v) => events.changeField('retpwd', v)}
        error={errors.retpwd}
      />
      {!isChange && (
        <CurrentPasswordField
          label={intl.formatMessage({ id: 'account.tpwd.loginPassword', defaultMessage: 'Login password' })}
          value={values.password}
          onChange={(v) => events.changeField('password', v)}
          error={errors.password}
        />
      )}
    </FormShell>
  );
}

export default function BindTpwdScreen() {
  return useSettingsKnown() ? <TpwdForm /> : <PageLoading />;
}
