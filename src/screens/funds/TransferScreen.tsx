// /transfer (assets area): move an amount between the user's own spot and contract accounts,
// instantly, with what is available shown, confirmed with the transaction password. A view of the
// transfer flow.
import { useMemo } from 'react';
import { Button, Card, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { AmountInput } from '../../components/forms/AmountInput';
import { TpwdConfirmField } from '../../components/forms/PasswordFields';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { SuccessPanel } from '../../components/forms/SuccessPanel';
import { TpwdMissingStep } from '../../components/forms/TpwdMissingNotice';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { useMessageText } from '../../components/forms/use-message-text';
import {
  selectTransferAvailable, selectTransferBusy, selectTransferCurrencies, selectTransferErrors, selectTransferReceipt, selectTransferRefusal,
  selectTransferStage, selectTransferValues, transferEvents, type Wallet,
} from '../../machines/transfer.flow';
import { useTransferFlow } from './use-funds-flows';

function WalletName({ wallet }: { wallet: Wallet }) {
  return wallet === 'spot'
    ? <FormattedMessage id="funds.wallet.spot" defaultMessage="Spot account" />
    : <FormattedMessage id="funds.wallet.contract" defaultMessage="Contract account" />;
}

export default function TransferScreen() {
  const intl = useIntl();
  const messageText = useMessageText();
  const flow = useTransferFlow();
  const events = useMemo(() => transferEvents(flow), [flow]);
  const stage = useSelector(flow, selectTransferStage);
  const values = useSelector(flow, selectTransferValues);
  const errors = useSelector(flow, selectTransferErrors);
  const refusal = useSelector(flow, selectTransferRefusal);
  const busy = useSelector(flow, selectTransferBusy);
  const receipt = useSelector(flow, selectTransferReceipt);
  const currencies = useSelector(flow, selectTransferCurrencies);
  const available = useSelector(flow, selectTransferAvailable);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  if (stage === 'transferred' && receipt) {
    return (
      <SuccessPanel
        title={intl.formatMessage({ id: 'funds.transfer.done', defaultMessage: 'Transferred' })}
        actions={<Button size="sm" onClick={events.again}><FormattedMessage id="funds.transfer.again" defaultMessage="New transfer" /></Button>}
      >
        <FormattedMessage
          id="funds.transfer.doneText"
          defaultMessage="{amount} {currency} moved from {from} to {to}."
          values={{ amount: receipt.amount, currency: receipt.currency, from: <WalletName wallet={receipt.from} />, to: <WalletName wallet={receipt.to} /> }}
        />
      </SuccessPanel>
    );
  }

  const backButton = (
    <Button variant="outline" onClick={events.back} disabled={busy}>
      <FormattedMessage id="withdrawal.back" defaultMessage="Back" />
    </Button>
  );
  if (stage === 'tpwdMissing') return <TpwdMissingStep back={backButton} maxW="lg" />;
  if (stage === 'confirming') {
    const confirmLabel = intl.formatMessage({ id: 'funds.transfer.confirm', defaultMessage: 'Confirm transfer' });
    return (
      <Card.Root maxW="lg">
        <Card.Body>
          <form noValidate aria-label={confirmLabel} onSubmit={(e) => { e.preventDefault(); events.confirm(); }}>
            <Stack gap="4">
              <Text data-testid="transfer-summary">
                <FormattedMessage
                  id="funds.transfer.summary"
                  defaultMessage="Move {amount} {currency} from {from} to {to}."
                  values={{ amount: values.amount, currency: values.currency, from: <WalletName wallet={values.from} />, to: <WalletName wallet={values.to} /> }}
                />
              </Text>
              <TpwdConfirmField value={values.tpwd} onChange={events.changeTpwd} error={errors.tpwd} />
              <RefusalAlert refusal={refusal} />
              <HStack>
                {backButton}
                <Button type="submit" loading={busy} loadingText={confirmLabel} flex="1">{confirmLabel}</Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    );
  }

  const amountLabel = intl.formatMessage({ id: 'funds.transfer.amount', defaultMessage: 'Amount' });
  return (
    <Card.Root maxW="lg">
      <Card.Body>
        <form noValidate aria-label={intl.formatMessage({ id: 'funds.transfer.form', defaultMessage: 'Transfer between accounts' })} onSubmit={(e) => { e.preventDefault(); events.submit(); }}>
          <Stack gap="4">
            <Text color="fg.muted">
              <FormattedMessage id="funds.transfer.lead" defaultMessage="Transfers between your own accounts are instant and free." />
            </Text>
            <Field.Root>
              <Field.Label><FormattedMessage id="funds.transfer.asset" defaultMessage="Asset" /></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={values.currency} onChange={(e) => events.chooseAsset(e.target.value)}>
                  {currencies.map((c) => <option key={c} value={c}>{c}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <HStack justify="space-between" borderWidth="1px" rounded="md" p="3">
              <Stack gap="0">
                <Text fontSize="sm" color="fg.muted"><FormattedMessage id="funds.transfer.from" defaultMessage="From" /></Text>
                <Text fontWeight="medium" data-testid="transfer-from"><WalletName wallet={values.from} /></Text>
              </Stack>
              <Button size="sm" variant="outline" onClick={events.swap}>
                <FormattedMessage id="funds.transfer.swap" defaultMessage="Swap direction" />
              </Button>
              <Stack gap="0" textAlign="end">
                <Text fontSize="sm" color="fg.muted"><FormattedMessage id="funds.transfer.to" defaultMessage="To" /></Text>
                <Text fontWeight="medium" data-testid="transfer-to"><WalletName wallet={values.to} /></Text>
              </Stack>
            </HStack>
            <Field.Root invalid={!!errors.amount}>
              <Field.Label>{amountLabel}</Field.Label>
              <AmountInput value={values.amount} onChange={events.changeAmount} />
              <Field.HelperText>
                <FormattedMessage id="funds.transfer.available" defaultMessage="Available: {amount} {currency}" values={{ amount: available, currency: values.currency }} />
              </Field.HelperText>
              {errors.amount && <Field.ErrorText>{messageText(errors.amount, amountLabel)}</Field.ErrorText>}
            </Field.Root>
            <HStack gap="2">
              {([25, 50, 75, 100] as const).map((p) => (
                <Button key={p} size="xs" variant="outline" onClick={() => events.chooseShare(p)}>{`${p}%`}</Button>
              ))}
            </HStack>
            <RefusalAlert refusal={refusal} />
            <Button type="submit" loading={busy} loadingText={intl.formatMessage({ id: 'funds.transfer.submit', defaultMessage: 'Transfer' })}>
              <FormattedMessage id="funds.transfer.submit" defaultMessage="Transfer" />
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
