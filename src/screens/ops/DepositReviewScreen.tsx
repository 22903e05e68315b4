// /ops/deposits/:id: one manual deposit claim with what a reviewer needs to check it on the chain
// (amount, chain, transaction hash, the credential image, the user's description), the other
// claims of the same transaction, the user's balances and history, and the decisions its chart
// allows, each with a reason.
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { Card, DataList, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { formatAmount } from '../../i18n/format';
import {
  opsDepositReviewEvents, selectDepositReviewBusy, selectDepositReviewDecided, selectDepositReviewDetail, selectDepositReviewReason,
  selectDepositReviewReasonError, selectDepositReviewRefusal, selectDepositReviewStage, selectOfferedDepositDecisions, type OpsManualDeposit,
} from '../../machines/ops-deposit-review.flow';
import { labelOf, opsManualDepositStates } from './ops-labels';
import { DecisionPanel, ReviewHeader, ReviewTimeline, UserHistory, When } from './ops-review-parts';
import { ItemTable } from './QueuePage';
import { useDepositReviewFlow } from './use-ops-flows';
import { useReviewerImage } from './use-ops-kyc-flows';

function Credential({ uploadId }: { uploadId: string }) {
  const intl = useIntl();
  const image = useReviewerImage(uploadId);
  const alt = intl.formatMessage({ id: 'ops.deposit.credential', defaultMessage: 'Credential image' });
  if (image.failed) return <Text color="fg.error"><FormattedMessage id="ops.deposit.credentialFailed" defaultMessage="The credential image could not be loaded." /></Text>;
  if (!image.url) return null;
  return <Image src={image.url} alt={alt} maxH="80" objectFit="contain" alignSelf="flex-start" />;
}

function ClaimCard({ deposit }: { deposit: OpsManualDeposit }) {
  const intl = useIntl();
  const row = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
    </DataList.Item>
  );
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
            {row(intl.formatMessage({ id: 'ops.item.user', defaultMessage: 'User' }), `${deposit.user_email ?? ''} (${deposit.user_id})`)}
            {row(intl.formatMessage({ id: 'ops.item.state', defaultMessage: 'State' }), labelOf(opsManualDepositStates, deposit.state, intl.formatMessage))}
            {row(intl.formatMessage({ id: 'ops.item.amount', defaultMessage: 'Amount' }), formatAmount(intl, deposit.amount, deposit.currency))}
            {row(intl.formatMessage({ id: 'ops.deposit.chain', defaultMessage: 'Chain' }), deposit.chain)}
            {row(intl.formatMessage({ id: 'ops.item.txHash', defaultMessage: 'Transaction hash' }), deposit.tx_hash)}
            {deposit.description && row(intl.formatMessage({ id: 'ops.deposit.description', defaultMessage: "User's description" }), deposit.description)}
            {row(intl.formatMessage({ id: 'ops.item.submitted', defaultMessage: 'Submitted' }), <When at={deposit.created_at} />)}
          </DataList.Root>
          <Credential uploadId={deposit.credential} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Other claims of the same transaction (a rejected claim frees its hash), so a reviewer sees a repeat. */
function SameTransactionClaims({ claims }: { claims: OpsManualDeposit[] }) {
  const intl = useIntl();
  if (claims.length === 0) return null;
  const title = intl.formatMessage({ id: 'ops.deposit.sameTx', defaultMessage: 'Other claims of this transaction' });
  return (
    <Stack>
      <Heading as="h2" size="md">{title}</Heading>
      <ItemTable<OpsManualDeposit>
        title={title} items={claims} submittedAt={(c) => c.created_at} user={(c) => c.user_email ?? c.user_id}
        columns={[
          { header: <FormattedMessage id="ops.queue.amount" defaultMessage="Amount" />, cell: (c) => formatAmount(intl, c.amount, c.currency) },
          {
            header: <FormattedMessage id="ops.queue.state" defaultMessage="State" />,
            cell: (c) => (
              <>
                {labelOf(opsManualDepositStates, c.state, intl.formatMessage)}
                {c.reason && <Text color="fg.muted" fontSize="sm"><FormattedMessage id="ops.timeline.reason" defaultMessage="Reason: {reason}" values={{ reason: c.reason }} /></Text>}
              </>
            ),
          },
        ]}
      />
    </Stack>
  );
}

export default function DepositReviewScreen() {
  const { id = '' } = useParams();
  return <Review key={id} id={id} />;
}

function Review({ id }: { id: string }) {
  const flow = useDepositReviewFlow(id);
  const events = useMemo(() => opsDepositReviewEvents(flow), [flow]);
  const stage = useSelector(flow, selectDepositReviewStage);
  const detail = useSelector(flow, selectDepositReviewDetail);
  const reason = useSelector(flow, selectDepositReviewReason);
  const reasonError = useSelector(flow, selectDepositReviewReasonError);
  const refusal = useSelector(flow, selectDepositReviewRefusal);
  const busy = useSelector(flow, selectDepositReviewBusy);
  const decided = useSelector(flow, selectDepositReviewDecided);
  const offered = useSelector(flow, selectOfferedDepositDecisions);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed' || !detail) return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  const act = { approve: events.approve, reject: events.reject };
  return (
    <Stack gap="6">
      <ReviewHeader title={<FormattedMessage id="ops.deposit.title" defaultMessage="Review manual deposit" />} queuePath="/ops/deposits" decided={decided} />
      <ClaimCard deposit={detail.deposit} />
      <SameTransactionClaims claims={detail.same_tx_claims} />
      <DecisionPanel
        offered={offered} reason={reason} reasonError={reasonError} refusal={refusal} busy={busy}
        help={<FormattedMessage id="ops.deposit.reasonHelp" defaultMessage="Approve only once the transaction is found on the chain, to one of the platform's addresses, for this amount; approval credits it at once. A rejection needs a reason." />}
        onReason={events.changeReason} onDecide={(d) => act[d]()}
      />
      <ReviewTimeline detail={detail} stateNames={opsManualDepositStates} />
      <UserHistory detail={detail} />
    </Stack>
  );
}
