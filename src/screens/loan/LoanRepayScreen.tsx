// /repayment?id=: repay a loan from the spot USDT balance. What it owes now (principal, interest to
// the day, late fee, total) and a confirm button; when the figure moved meanwhile the new one is
// shown with the server's words and the user confirms again; insufficient USDT links to deposit.
// A view of the repay flow.
import { useMemo } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { businessErrors } from '../../../api/codes';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalText } from '../../components/forms/RefusalAlert';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { loanRepayEvents, selectLoanRepay, selectLoanRepayStage, type LoanRepayActor } from '../../machines/loan-repay.flow';
import type { Refusal } from '../../machines/form-validation';
import { panel } from '../contract/contract-parts';
import { LoanStateBadge, OwedRows } from './loan-parts';
import { useLoanRepayFlow } from './use-loan';

/** A refusal; insufficient USDT also offers the way to deposit. */
function RepayRefusal({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  const short = refusal.kind === 'server' && refusal.code === businessErrors.loanRepayInsufficient;
  return (
    <Notice status="error" role="alert" action={short ? <ButtonLink to="/recharge" size="sm" variant="outline"><FormattedMessage id="loan.repay.deposit" defaultMessage="Deposit" /></ButtonLink> : undefined}>
      <RefusalText refusal={refusal} />
    </Notice>
  );
}

export function LoanRepayView({ flow }: { flow: LoanRepayActor }) {
  const intl = useIntl();
  const stage = useSelector(flow, selectLoanRepayStage);
  const { info, refusal, repaid, id } = useSelector(flow, selectLoanRepay);
  const events = useMemo(() => loanRepayEvents(flow), [flow]);
  const label = intl.formatMessage({ id: 'loan.repay.confirm', defaultMessage: 'Repay now from my spot USDT' });
  return (
    <Stack gap="4" maxW="xl">
      <Heading as="h1" size="lg"><FormattedMessage id="loan.repay.title" defaultMessage="Repay loan {id}" values={{ id }} /></Heading>
      {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={events.retry} />}
      {stage === 'loading' && <PageLoading />}
      {stage === 'notOwed' && info && (
        <Notice status="info" role="note" data-testid="loan-not-owed">
          <FormattedMessage id="loan.repay.notOwed" defaultMessage="This loan has nothing to repay now." /> <LoanStateBadge state={info.loan.state} />
        </Notice>
      )}
      {(stage === 'confirming' || stage === 'submitting') && info && (
        <Box {...panel}>
          <Stack gap="3">
            <Text fontSize="sm"><FormattedMessage id="loan.repay.what" defaultMessage="What the loan owes now, if repaid today:" /></Text>
            <OwedRows loan={info.loan} />
            <RepayRefusal refusal={refusal} />
            {/* The server takes no repayment from the balance while a transfer's voucher is reviewed: say so instead of offering it. */}
            {info.loan.pending_voucher
              ? <Notice status="info" role="note" data-testid="loan-voucher-pending"><FormattedMessage id="loan.record.voucherPending" defaultMessage="Your repayment voucher is under review." /></Notice>
              : <Button alignSelf="start" loading={stage === 'submitting'} loadingText={label} onClick={events.confirm}>{label}</Button>}
          </Stack>
        </Box>
      )}
      {stage === 'repaid' && repaid && (
        <Notice status="success" role="status" data-testid="loan-repaid">
          <FormattedMessage id="loan.repay.done" defaultMessage="Loan {id} is repaid." values={{ id: repaid.id }} />
        </Notice>
      )}
      <Text fontSize="sm"><RouterTextLink to={`/currencyRecord?id=${encodeURIComponent(id)}`}><FormattedMessage id="loan.repay.back" defaultMessage="Back to the loan" /></RouterTextLink></Text>
    </Stack>
  );
}

function LoanRepay({ id }: { id: string }) {
  return <LoanRepayView flow={useLoanRepayFlow(id)} />;
}

export function LoanRepayScreen() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  return <LoanRepay key={id} id={id} />;
}
