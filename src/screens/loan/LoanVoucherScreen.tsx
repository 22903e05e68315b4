// /repayment2?id=: repay a loan by bank transfer. The platform's account, the amount owed now, the
// transfer's voucher uploaded and sent; a reviewer confirms it later. A voucher already under
// review is shown instead of the form; a platform without a bank account says it offers no
// transfer. A view of the voucher flow.
import { useMemo } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { loanVoucherEvents, selectLoanVoucher, selectLoanVoucherStage, type LoanVoucherActor } from '../../machines/loan-voucher.flow';
import type { LoanCatalogue, LoanVoucher } from '../../machines/loan-terms';
import { FigureRow, panel, When } from '../contract/contract-parts';
import { ImageDropField } from '../../components/forms/ImageDropField';
import { LoanStateBadge, OwedRows } from './loan-parts';
import { useLoanVoucherFlow, useVoucherSlot } from './use-loan';

function BankAccount({ bank }: { bank: NonNullable<LoanCatalogue['bank']> }) {
  return (
    <Stack gap="1" data-testid="loan-bank">
      <FigureRow label={<FormattedMessage id="loan.bank.name" defaultMessage="Bank" />} value={<Figure>{bank.bank_name}</Figure>} />
      <FigureRow label={<FormattedMessage id="loan.bank.account" defaultMessage="Account number" />} value={<Figure>{bank.account_number}</Figure>} />
      <FigureRow label={<FormattedMessage id="loan.bank.swift" defaultMessage="SWIFT" />} value={<Figure>{bank.swift}</Figure>} />
      <FigureRow label={<FormattedMessage id="loan.bank.payee" defaultMessage="Payee" />} value={<Figure>{bank.payee}</Figure>} />
    </Stack>
  );
}

function PendingVoucher({ voucher, asset }: { voucher: LoanVoucher; asset: string }) {
  const fmt = useFormat();
  return (
    <Notice status="info" role="note" data-testid="loan-voucher-pending">
      <FormattedMessage
        id="loan.voucher.pending"
        defaultMessage="Your voucher for {amount}, sent {at}, is under review. The loan is repaid once a reviewer finds the transfer."
        values={{ amount: fmt.amount(voucher.amount, asset), at: <When at={voucher.created_at} /> }}
      />
    </Notice>
  );
}

function VoucherForm({ flow, busy }: { flow: LoanVoucherActor; busy: boolean }) {
  const intl = useIntl();
  const slot = useVoucherSlot(flow);
  const { problem, refusal } = useSelector(flow, selectLoanVoucher);
  const events = useMemo(() => loanVoucherEvents(flow), [flow]);
  const label = intl.formatMessage({ id: 'loan.voucher.submit', defaultMessage: 'Send the voucher' });
  return (
    <Stack gap="3" as="form" onSubmit={(e) => { e.preventDefault(); events.submit(); }}>
      <ImageDropField label={intl.formatMessage({ id: 'loan.voucher.image', defaultMessage: 'Transfer voucher' })} slot={slot} error={problem ?? undefined} />
      <RefusalAlert refusal={refusal} />
      <Button type="submit" alignSelf="start" loading={busy} loadingText={label}>{label}</Button>
    </Stack>
  );
}

export function LoanVoucherView({ flow }: { flow: LoanVoucherActor }) {
  const stage = useSelector(flow, selectLoanVoucherStage);
  const { terms, refusal, id, sent } = useSelector(flow, selectLoanVoucher);
  const loan = terms?.info.loan;
  // Once sent, the answer carries the new voucher under review.
  const pending = (sent ?? loan)?.pending_voucher ?? null;
  return (
    <Stack gap="4" maxW="xl">
      <Heading as="h1" size="lg"><FormattedMessage id="loan.voucher.title" defaultMessage="Repay loan {id} by bank transfer" values={{ id }} /></Heading>
      {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={loanVoucherEvents(flow).retry} />}
      {stage === 'loading' && <PageLoading />}
      {stage === 'noTransfer' && (
        <Notice status="info" role="note" data-testid="loan-no-transfer">
          <FormattedMessage id="loan.voucher.notOffered" defaultMessage="Repayment by bank transfer is not offered. Please repay from your spot USDT." />
        </Notice>
      )}
      {stage === 'notOwed' && loan && (
        <Notice status="info" role="note" data-testid="loan-not-owed">
          <FormattedMessage id="loan.repay.notOwed" defaultMessage="This loan has nothing to repay now." /> <LoanStateBadge state={loan.state} />
        </Notice>
      )}
      {(stage === 'pending' || stage === 'sent') && loan && pending && <PendingVoucher voucher={pending} asset={loan.asset} />}
      {(stage === 'editing' || stage === 'submitting' || stage === 'refused' || stage === 'reloading') && loan && terms?.bank && (
        <Box {...panel}>
          <Stack gap="4">
            <Text fontSize="sm"><FormattedMessage id="loan.voucher.how" defaultMessage="Transfer the total below to this account, then upload the transfer's voucher." /></Text>
            <BankAccount bank={terms.bank} />
            <OwedRows loan={loan} />
            <VoucherForm flow={flow} busy={stage !== 'editing'} />
          </Stack>
        </Box>
      )}
      <Text fontSize="sm"><RouterTextLink to={`/currencyRecord?id=${encodeURIComponent(id)}`}><FormattedMessage id="loan.repay.back" defaultMessage="Back to the loan" /></RouterTextLink></Text>
    </Stack>
  );
}

function LoanVoucherPage({ id }: { id: string }) {
  return <LoanVoucherView flow={useLoanVoucherFlow(id)} />;
}

export function LoanVoucherScreen() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  return <LoanVoucherPage key={id} id={id} />;
}
