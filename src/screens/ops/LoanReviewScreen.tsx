// /ops/loans/:id: one loan application under review: the loan's terms and figures, the applicant,
// their credit score, limit and what they owe now, the five documents (fetched with the operator's
// session), the timeline and earlier decisions, and the decisions the loan's chart allows now
// (approve; reject with a reason). A view of the loan review chart.
import { SimpleGrid, Heading, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import { selectOfferedLoanDecisions, type OpsLoanDetail } from '../../machines/ops-loan-review.flow';
import { loanDocumentNames, loanStateNames } from '../loan/loan-labels';
import { LoanFacts } from './ops-loan-parts';
import { ReviewerImage } from './ReviewerImage';
import { Fact, ItemFacts, ReviewPage } from './ReviewPage';
import { useLoanReviewFlow } from './use-ops-loan-flows';

function ItemCard({ detail }: { detail: OpsLoanDetail }) {
  const intl = useIntl();
  const { loan, user_id, user_email } = detail.loan;
  const money = (value: string) => formatAmount(intl, value, loan.asset);
  return (
    <ItemFacts>
      <Fact label={intl.formatMessage({ id: 'ops.item.user', defaultMessage: 'User' })}>{`${user_email ?? ''} (${user_id})`}</Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.creditScore', defaultMessage: 'Credit score' })}>{intl.formatNumber(detail.credit.score)}</Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.creditLimit', defaultMessage: 'Credit limit' })}>{money(detail.credit.limit)}</Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.creditOwed', defaultMessage: 'Owed or under review (this one included)' })}>{money(detail.credit.used)}</Fact>
      <LoanFacts loan={loan} />
    </ItemFacts>
  );
}

function Documents({ detail }: { detail: OpsLoanDetail }) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <Heading as="h2" size="md"><FormattedMessage id="loan.ops.documents" defaultMessage="Documents" /></Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {detail.documents.map((d) => <ReviewerImage key={d.document} uploadId={d.upload_id} label={intl.formatMessage(loanDocumentNames[d.document])} />)}
      </SimpleGrid>
    </Stack>
  );
}

export default function LoanReviewScreen() {
  const { id = '' } = useParams();
  return <Review key={id} id={id} />;
}

function Review({ id }: { id: string }) {
  return (
    <ReviewPage
      flow={useLoanReviewFlow(id)} selectOffered={selectOfferedLoanDecisions}
      title={<FormattedMessage id="loan.ops.reviewTitle" defaultMessage="Review loan application" />} queuePath="/ops/loans"
      reasonHelp={<FormattedMessage id="loan.ops.reasonHelp" defaultMessage="Required to reject (the user reads it). Optional to approve: approving pays the principal to the user's spot account at once." />}
      stateNames={loanStateNames}
      facts={(detail) => (
        <>
          <ItemCard detail={detail} />
          <Documents detail={detail} />
        </>
      )}
    />
  );
}
