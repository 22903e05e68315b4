// /money (spec §2, §3; DESIGN §3): withdraw USDT to a chain address or a bank card. Every rule is
// shown beside the form before the user acts; then a summary, the 6-digit transaction password
// and the submitted withdrawal with its timeline. A view of the withdrawal flow.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Card, DataList, Field, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { PageLoading } from '../../components/feedback/PageLoading';
import { AmountInput } from '../../components/forms/AmountInput';
import { formatAmount } from '../../components/forms/amount-text';
import { FilterTabs } from '../../components/forms/FilterTabs';
import { FormField } from '../../components/forms/FormField';
import { TpwdConfirmField } from '../../components/forms/PasswordFields';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { StepHeading } from '../../components/forms/StepHeading';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { SuccessPanel } from '../../components/forms/SuccessPanel';
import { TpwdMissingStep } from '../../components/forms/TpwdMissingNotice';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { Notice } from '../../components/feedback/Notice';
import { receivedAfterFee, type WithdrawPolicy } from '../../machines/withdraw-policy';
import {
  bankFields, selectWithdrawAddresses, selectWithdrawBusy, selectWithdrawErrors, selectWithdrawPolicy, selectWithdrawRecord, selectWithdrawRefusal,
  selectWithdrawStage, selectWithdrawTab, selectWithdrawValues, withdrawalEvents, type withdrawalFlow,
} from '../../machines/withdrawal.flow';
import { useWithdrawalFlow } from './use-withdrawal-flow';
import { WithdrawBlockers, WithdrawPolicyPanel } from './WithdrawPolicyPanel';
import { WithdrawSelectField } from './WithdrawSelectField';
import { WithdrawTimeline } from './WithdrawTimeline';
import { Fact } from './Fact';

type WithdrawalActor = ActorRefFrom<typeof withdrawalFlow>;

function useBankLabels() {
  const intl = useIntl();
  return {
    bank_name: intl.formatMessage({ id: 'withdrawal.bank.bankName', defaultMessage: 'Bank name' }),
    bank_number: intl.formatMessage({ id: 'withdrawal.bank.accountNumber', defaultMessage: 'Account number' }),
    swift: intl.formatMessage({ id: 'withdrawal.bank.swift', defaultMessage: 'SWIFT code' }),
    bank_address: intl.formatMessage({ id: 'withdrawal.bank.bankAddress', defaultMessage: 'Bank address' }),
    payee_name: intl.formatMessage({ id: 'withdrawal.bank.payeeName', defaultMessage: 'Payee name' }),
    payee_phone: intl.formatMessage({ id: 'withdrawal.bank.payeePhone', defaultMessage: 'Payee phone' }),
    payee_address: intl.formatMessage({ id: 'withdrawal.bank.payeeAddress', defaultMessage: 'Payee address' }),
  } satisfies Record<(typeof bankFields)[number], string>;
}

/** The amount, with "All", the balance, the fee and what arrives; its message may name the limits. */
function AmountField({ flow, policy }: { flow: WithdrawalActor; policy: WithdrawPolicy }) {
  const intl = useIntl();
  const events = useMemo(() => withdrawalEvents(flow), [flow]);
  const values = useSelector(flow, selectWithdrawValues);
  const error = useSelector(flow, selectWithdrawErrors).amount;
  const label = intl.formatMessage({ id: 'withdrawal.amount', defaultMessage: 'Amount ({currency})' }, { currency: policy.currency });
  const received = receivedAfterFee(values.amount, policy.fee);
  const fmt = useFormat();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <HStack w="full">
        <AmountInput value={values.amount} scale={policy.scale} onChange={(v) => events.changeField('amount', v)} />
        <Button variant="outline" onClick={events.withdrawAll}>
          <FormattedMessage id="withdrawal.all" defaultMessage="All" />
        </Button>
      </HStack>
      <Field.HelperText>
        <FormattedMessage
          id="withdrawal.amountHelp"
          defaultMessage="Available: {available} {currency}. Fee: {fee} {currency}. You receive: {received} {currency}."
          values={{ available: <Figure>{fmt.decimal(policy.available)}</Figure>, fee: <Figure>{fmt.decimal(policy.fee)}</Figure>, received: <Figure>{fmt.decimal(received ?? '0')}</Figure>, currency: policy.currency }}
        />
      </Field.HelperText>
      {error && (
        <Field.ErrorText>
          {intl.formatMessage(
            { id: error },
            { min: formatAmount(policy.min, intl.locale), max: formatAmount(policy.max, intl.locale), currency: policy.currency, field: label },
          )}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

function ChainFields({ flow, policy }: { flow: WithdrawalActor; policy: WithdrawPolicy }) {
  const intl = useIntl();
  const events = useMemo(() => withdrawalEvents(flow), [flow]);
  const values = useSelector(flow, selectWithdrawValues);
  const errors = useSelector(flow, selectWithdrawErrors);
  // A cancelled address is never usable; a pending one says until when, before the user submits.
  const addresses = useSelector(flow, selectWithdrawAddresses)
    .filter((a) => a.currency === policy.currency && policy.chains.includes(a.chain) && a.state !== 'cancelled');
  const pendingNote = (a: (typeof addresses)[number]) => (a.state === 'pending'
    ? ` · ${intl.formatMessage({ id: 'withdrawal.addresses.pendingUntil', defaultMessage: 'Pending until {time}' }, { time: intl.formatDate(a.usable_at, { dateStyle: 'medium', timeStyle: 'short' }) })}`
    : '');
  const chosen = addresses.find((a) => a.address === values.address && a.chain === values.chain)?.id ?? '';
  return (
    <>
      {addresses.length > 0 && (
        <WithdrawSelectField
          label={intl.formatMessage({ id: 'withdrawal.savedAddress', defaultMessage: 'Saved address' })}
          value={chosen}
          onChange={(id) => id && events.chooseAddress(id)}
          options={[
            { value: '', label: intl.formatMessage({ id: 'withdrawal.newAddress', defaultMessage: 'Enter an address' }) },
            ...addresses.map((a) => ({ value: a.id, label: `${a.remarks ? `${a.remarks}: ` : ''}${a.address} (${a.chain})${pendingNote(a)}` })),
          ]}
        />
      )}
      <WithdrawSelectField
        label={intl.formatMessage({ id: 'withdrawal.chain', defaultMessage: 'Chain' })}
        value={values.chain}
        onChange={(v) => events.changeField('chain', v)}
        options={policy.chains.map((chain) => ({ value: chain, label: chain }))}
        error={errors.chain}
      />
      <FormField
        label={intl.formatMessage({ id: 'withdrawal.address', defaultMessage: 'Withdrawal address' })}
        value={values.address}
        onChange={(v) => events.changeField('address', v)}
        error={errors.address}
        autoComplete="off"
        helper={<RouterTextLink to="/address"><FormattedMessage id="withdrawal.manageAddresses" defaultMessage="Manage saved addresses" /></RouterTextLink>}
      />
      <FormField
        label={intl.formatMessage({ id: 'withdrawal.memo', defaultMessage: 'Tag or memo (optional)' })}
        value={values.memo}
        onChange={(v) => events.changeField('memo', v)}
        error={errors.memo}
        autoComplete="off"
      />
    </>
  );
}

function BankFields({ flow }: { flow: WithdrawalActor }) {
  const events = useMemo(() => withdrawalEvents(flow), [flow]);
  const values = useSelector(flow, selectWithdrawValues);
  const errors = useSelector(flow, selectWithdrawErrors);
  const labels = useBankLabels();
  return (
    <>
      {bankFields.map((field) => (
        <FormField key={field} label={labels[field]} value={values[field]} onChange={(v) => events.changeField(field, v)} error={errors[field]} autoComplete="off" />
      ))}
    </>
  );
}

function EditForm({ flow, policy }: { flow: WithdrawalActor; policy: WithdrawPolicy }) {
  const intl = useIntl();
  const events = useMemo(() => withdrawalEvents(flow), [flow]);
  const tab = useSelector(flow, selectWithdrawTab);
  const errors = useSelector(flow, selectWithdrawErrors);
  const title = intl.formatMessage({ id: 'withdrawal.form.label', defaultMessage: 'Withdrawal details' });
  const destination = tab === 'chain' ? <ChainFields flow={flow} policy={policy} /> : <BankFields flow={flow} />;
  return (
    <form noValidate aria-label={title} onSubmit={(e) => { e.preventDefault(); events.review(); }}>
      <Stack gap="4">
        {!policy.tpwd_set && (
          <Notice status="info">
            <FormattedMessage id="withdrawal.tpwdNeeded" defaultMessage="A 6-digit transaction password is needed to confirm a withdrawal." />{' '}
            <RouterTextLink to="/bindmpwd"><FormattedMessage id="withdrawal.setTpwd" defaultMessage="Set transaction password" /></RouterTextLink>
          </Notice>
        )}
        {policy.bank_enabled ? (
          <FilterTabs
            fitted
            label={intl.formatMessage({ id: 'withdrawal.destination', defaultMessage: 'Withdraw to' })}
            value={tab}
            onChange={events.chooseTab}
            tabs={[
              { value: 'chain', label: <FormattedMessage id="withdrawal.tab.chain" defaultMessage="Chain address" /> },
              { value: 'bank', label: <FormattedMessage id="withdrawal.tab.bank" defaultMessage="Bank card" /> },
            ]}
          >
            {destination}
          </FilterTabs>
        ) : destination}
        <AmountField flow={flow} policy={policy} />
        {errors.form === 'blocked' && (
          <Text color="fg.error" role="alert">
            <FormattedMessage id="withdrawal.blocked.short" defaultMessage="A withdrawal cannot be made now, for the reasons shown above." />
          </Text>
        )}
        <Button type="submit" w="full">
          <FormattedMessage id="withdrawal.review" defaultMessage="Review withdrawal" />
        </Button>
      </Stack>
    </form>
  );
}

function Summary({ flow, policy }: { flow: WithdrawalActor; policy: WithdrawPolicy }) {
  const tab = useSelector(flow, selectWithdrawTab);
  const values = useSelector(flow, selectWithdrawValues);
  const labels = useBankLabels();
  const fmt = useFormat();
  const c = policy.currency;
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
      {tab === 'chain' ? (
        <>
          <Fact label={<FormattedMessage id="withdrawal.address" defaultMessage="Withdrawal address" />} breakAll>{values.address}</Fact>
          <Fact label={<FormattedMessage id="withdrawal.chain" defaultMessage="Chain" />}>{values.chain}</Fact>
          {values.memo && (
            <Fact label={<FormattedMessage id="withdrawal.memo" defaultMessage="Tag or memo (optional)" />}>{values.memo}</Fact>
          )}
        </>
      ) : (
        bankFields.map((f) => (
          <Fact key={f} label={labels[f]}>{values[f]}</Fact>
        ))
      )}
      <Fact label={<FormattedMessage id="withdrawal.record.amount" defaultMessage="Amount" />}><Figure>{fmt.amount(values.amount, c)}</Figure></Fact>
      <Fact label={<FormattedMessage id="withdrawal.record.fee" defaultMessage="Fee" />}><Figure>{fmt.amount(policy.fee, c)}</Figure></Fact>
      <Fact label={<FormattedMessage id="withdrawal.record.received" defaultMessage="Amount received" />}><Figure>{fmt.amount(receivedAfterFee(values.amount, policy.fee) ?? '0', c)}</Figure></Fact>
    </DataList.Root>
  );
}

function Steps({ flow, policy }: { flow: WithdrawalActor; policy: WithdrawPolicy }) {
  const intl = useIntl();
  const events = useMemo(() => withdrawalEvents(flow), [flow]);
  const stage = useSelector(flow, selectWithdrawStage);
  const values = useSelector(flow, selectWithdrawValues);
  const errors = useSelector(flow, selectWithdrawErrors);
  const refusal = useSelector(flow, selectWithdrawRefusal);
  const busy = useSelector(flow, selectWithdrawBusy);
  const backButton = (
    <Button variant="outline" onClick={events.back} disabled={busy}>
      <FormattedMessage id="withdrawal.back" defaultMessage="Back" />
    </Button>
  );

  if (stage === 'editing') return <EditForm flow={flow} policy={policy} />;
  if (stage === 'tpwdMissing') return <TpwdMissingStep back={backButton} />;
  if (stage === 'reviewing') {
    const continueLabel = intl.formatMessage({ id: 'withdrawal.continue', defaultMessage: 'Continue' });
    return (
      <Stack gap="4">
        <StepHeading as="h2" size="md"><FormattedMessage id="withdrawal.summary" defaultMessage="Check your withdrawal" /></StepHeading>
        <Summary flow={flow} policy={policy} />
        <Text color="fg.muted">
          <FormattedMessage id="withdrawal.freezeNotice" defaultMessage="On submission the amount is frozen in your spot account until the withdrawal is reviewed." />
        </Text>
        <RefusalAlert refusal={refusal} />
        <HStack>
          {backButton}
          <Button onClick={events.continueToConfirm} loading={busy} loadingText={continueLabel} flex="1">
            {continueLabel}
          </Button>
        </HStack>
      </Stack>
    );
  }
  // confirming and submitting
  const confirmLabel = intl.formatMessage({ id: 'withdrawal.confirm', defaultMessage: 'Confirm withdrawal' });
  return (
    <form noValidate aria-label={confirmLabel} onSubmit={(e) => { e.preventDefault(); events.confirm(); }}>
      <Stack gap="4">
        <Summary flow={flow} policy={policy} />
        <TpwdConfirmField value={values.tpwd} onChange={(v) => events.changeField('tpwd', v)} error={errors.tpwd} />
        <RefusalAlert refusal={refusal} />
        <HStack>
          {backButton}
          <Button type="submit" loading={busy} loadingText={confirmLabel} flex="1">
            {confirmLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export default function WithdrawScreen() {
  const intl = useIntl();
  const flow = useWithdrawalFlow();
  const events = useMemo(() => withdrawalEvents(flow), [flow]);
  const stage = useSelector(flow, selectWithdrawStage);
  const policy = useSelector(flow, selectWithdrawPolicy);
  const refusal = useSelector(flow, selectWithdrawRefusal);
  const record = useSelector(flow, selectWithdrawRecord);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'unavailable' || !policy) return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  if (stage === 'submitted' && record) {
    return (
      <SuccessPanel
        title={intl.formatMessage({ id: 'withdrawal.submitted', defaultMessage: 'Withdrawal submitted' })}
        actions={<RouterTextLink to="/tbjl"><FormattedMessage id="withdrawal.toRecords" defaultMessage="See all withdrawals" /></RouterTextLink>}
      >
        <WithdrawTimeline record={record} />
      </SuccessPanel>
    );
  }
  return (
    <Stack gap="6" w="full" maxW="5xl" mx="auto">
      <Heading as="h1" size="xl"><FormattedMessage id="withdrawal.title" defaultMessage="Withdraw" /></Heading>
      <WithdrawBlockers policy={policy} />
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Card.Root flex="1" w="full">
          <Card.Body>
            <Steps flow={flow} policy={policy} />
          </Card.Body>
        </Card.Root>
        <Stack flex="1" w="full">
          <WithdrawPolicyPanel policy={policy} />
        </Stack>
      </Flex>
    </Stack>
  );
}
