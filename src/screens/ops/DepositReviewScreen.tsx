// /ops/deposits/:id: one manual deposit claim with what a reviewer needs to check it on the chain
// (amount, chain, transaction hash, the credential image, the user's description), the other
// claims of the same transaction, the user's balances and history, and the decisions its chart
// allows, each with a reason.
import { useParams } from 'react-router-dom';
import { Heading, Image, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import { selectOfferedDepositDecisions, type OpsManualDeposit } from '../../machines/ops-deposit-review.flow';
import { labelOf, opsManualDepositStates } from './ops-labels';
import { When } from './ops-review-parts';
import { ItemTable } from './QueuePage';
import { Fact, ItemFacts, ReviewPage } from './ReviewPage';
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
  return (
    <ItemFacts below={<Credential uploadId={deposit.credential} />}>
      <Fact label={intl.formatMessage({ id: 'ops.item.user', defaultMessage: 'User' })}>{`${deposit.user_email ?? ''} (${deposit.user_id})`}</Fact>
      <Fact label={intl.formatMessage({ id: 'ops.item.state', defaultMessage: 'State' })}>{labelOf(opsManualDepositStates, deposit.state, intl.formatMessage)}</Fact>
      <Fact label={intl.formatMessage({ id: 'ops.item.amount', defaultMessage: 'Amount' })}>{formatAmount(intl, deposit.amount, deposit.currency)}</Fact>
      <Fact label={intl.formatMessage({ id: 'ops.deposit.chain', defaultMessage: 'Chain' })}>{deposit.chain}</Fact>
      <Fact label={intl.formatMessage({ id: 'ops.item.txHash', defaultMessage: 'Transaction hash' })}>{deposit.tx_hash}</Fact>
      {deposit.description && <Fact label={intl.formatMessage({ id: 'ops.deposit.description', defaultMessage: "User's description" })}>{deposit.description}</Fact>}
      <Fact label={intl.formatMessage({ id: 'ops.item.submitted', defaultMessage: 'Submitted' })}><When at={deposit.created_at} /></Fact>
    </ItemFacts>
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
  return (
    <ReviewPage
      flow={useDepositReviewFlow(id)} selectOffered={selectOfferedDepositDecisions}
      title={<FormattedMessage id="ops.deposit.title" defaultMessage="Review manual deposit" />} queuePath="/ops/deposits"
      reasonHelp={<FormattedMessage id="ops.deposit.reasonHelp" defaultMessage="Approve only once the transaction is found on the chain, to one of the platform's addresses, for this amount; approval credits it at once. A rejection needs a reason." />}
      stateNames={opsManualDepositStates}
      facts={(detail) => <><ClaimCard deposit={detail.deposit} /><SameTransactionClaims claims={detail.same_tx_claims} /></>}
      userHistory={(detail) => detail}
    />
  );
}
