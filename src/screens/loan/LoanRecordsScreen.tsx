// /currencyRecord: the user's loans by tab (under review, to repay, ended), newest first, a page at
// a time; each with its order code, state and figures, and the ways to repay an owed one. With
// `?id=` it shows that loan's detail instead (LoanDetail). A view of the records flow.
import { useEffect } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { FilterTabs } from '../../components/forms/FilterTabs';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { loanRecordsEvents, loanTabKeys, selectLoanRecords, selectLoanRecordsStage, type LoanRecordsActor } from '../../machines/loan-records.flow';
import type { Loan } from '../../machines/loan-terms';
import { panel } from '../contract/contract-parts';
import { LoanDetail } from './LoanDetail';
import { loanTabNames } from './loan-labels';
import { LoanRows, LoanStateBadge, RepayLinks } from './loan-parts';
import { useLoanRecordsFlow, useLoanTab } from './use-loan';

function LoanCard({ loan }: { loan: Loan }) {
  return (
    <Box {...panel} as="article" data-testid="loan-record" data-loan-id={loan.id} data-state={loan.state}>
      <Flex gap="2" wrap="wrap" align="center" justify="space-between" mb="2">
        <Heading as="h3" size="sm"><FormattedMessage id="loan.record.number" defaultMessage="Order {id}" values={{ id: loan.id }} /></Heading>
        <LoanStateBadge state={loan.state} />
      </Flex>
      <LoanRows loan={loan} />
      {loan.state === 'rejected' && loan.reason && (
        <Text fontSize="sm" mt="2"><FormattedMessage id="loan.record.rejectReason" defaultMessage="Rejected: {reason}" values={{ reason: loan.reason }} /></Text>
      )}
      {loan.pending_voucher && (
        <Text fontSize="sm" mt="2"><FormattedMessage id="loan.record.voucherPending" defaultMessage="Your repayment voucher is under review." /></Text>
      )}
      <Flex gap="3" wrap="wrap" align="center">
        <RepayLinks loan={loan} />
        <Box mt="3"><RouterTextLink to={`/currencyRecord?id=${encodeURIComponent(loan.id)}`}><FormattedMessage id="loan.record.details" defaultMessage="Details" /></RouterTextLink></Box>
      </Flex>
    </Box>
  );
}

function LoanList({ flow }: { flow: LoanRecordsActor }) {
  const stage = useSelector(flow, selectLoanRecordsStage);
  const { loans, more, refusal } = useSelector(flow, selectLoanRecords);
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={loanRecordsEvents(flow).retry} />;
  if (stage === 'loading') return <PageLoading />;
  return (
    <Stack gap="3">
      {loans.length === 0
        ? <Text py="6" textAlign="center" color="fg.muted"><FormattedMessage id="loan.records.empty" defaultMessage="No loans here." /></Text>
        : loans.map((l) => <LoanCard key={l.id} loan={l} />)}
      <RefusalAlert refusal={refusal} />
      {more && (
        <Button alignSelf="center" variant="outline" size="sm" loading={stage === 'loadingMore'} onClick={loanRecordsEvents(flow).more}>
          <FormattedMessage id="loan.records.more" defaultMessage="Show older loans" />
        </Button>
      )}
    </Stack>
  );
}

function LoanRecords() {
  const intl = useIntl();
  const [tab, setTab] = useLoanTab();
  const flow = useLoanRecordsFlow(tab);
  useEffect(() => { loanRecordsEvents(flow).tab(tab); }, [flow, tab]);
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="baseline" justify="space-between">
        <Heading as="h1" size="lg"><FormattedMessage id="loan.records.title" defaultMessage="My loans" /></Heading>
        <RouterTextLink to="/currency"><FormattedMessage id="loan.records.apply" defaultMessage="Apply for a loan" /></RouterTextLink>
      </Flex>
      <FilterTabs
        label={intl.formatMessage({ id: 'loan.tabs.label', defaultMessage: 'Loans' })}
        value={tab}
        onChange={setTab}
        tabs={loanTabKeys.map((t) => ({ value: t, label: <FormattedMessage {...loanTabNames[t]} /> }))}
      >
        <Box pt="3"><LoanList flow={flow} /></Box>
      </FilterTabs>
    </Stack>
  );
}

export function LoanRecordsScreen() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  return id ? <LoanDetail key={id} id={id} /> : <LoanRecords />;
}
