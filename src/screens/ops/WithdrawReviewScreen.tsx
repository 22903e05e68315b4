// /ops/withdrawals/:id: one withdrawal under review with everything a reviewer needs (the item,
// its timeline and earlier decisions, the user's balances, withdrawals and deposits) and the
// decisions its lifecycle allows now, each with a reason. A view of the withdrawal review chart.
import { useParams } from 'react-router-dom';
import { DataList } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import { selectOfferedDecisions, type OpsWithdrawDetail } from '../../machines/ops-withdraw-review.flow';
import { labelOf } from './ops-labels';
import { withdrawalStateNames } from '../withdrawals/withdraw-labels';
import { When } from './ops-review-parts';
import { Fact, ItemFacts, ReviewPage } from './ReviewPage';
import { useWithdrawReviewFlow } from './use-ops-flows';

function ItemCard({ detail }: { detail: OpsWithdrawDetail }) {
  const intl = useIntl();
  const w = detail.withdrawal;
  return (
    <ItemFacts>
      <Fact label={intl.formatMessage({ id: 'ops.item.user', defaultMessage: 'User' })}>{`${w.user_email ?? ''} (${w.user_id})`}</Fact>
      <Fact label={intl.formatMessage({ id: 'ops.item.state', defaultMessage: 'State' })}>{labelOf(withdrawalStateNames, w.state, intl.formatMessage)}</Fact>
      <Fact label={intl.formatMessage({ id: 'ops.item.amount', defaultMessage: 'Amount' })}>{formatAmount(intl, w.amount, w.currency)}</Fact>
      <Fact label={intl.formatMessage({ id: 'ops.item.fee', defaultMessage: 'Fee' })}>{formatAmount(intl, w.fee, w.currency)}</Fact>
      {w.kind === 'chain'
        ? <Fact label={intl.formatMessage({ id: 'ops.item.address', defaultMessage: 'Address' })}>{`${w.address} (${w.chain})`}</Fact>
        : Object.entries(w.bank ?? {}).map(([k, v]) => <DataList.Item key={k}><DataList.ItemLabel>{k}</DataList.ItemLabel><DataList.ItemValue>{v}</DataList.ItemValue></DataList.Item>)}
      {w.memo && <Fact label={intl.formatMessage({ id: 'ops.item.memo', defaultMessage: 'Memo or tag' })}>{w.memo}</Fact>}
      {w.tx_hash && <Fact label={intl.formatMessage({ id: 'ops.item.txHash', defaultMessage: 'Transaction hash' })}>{w.tx_hash}</Fact>}
      <Fact label={intl.formatMessage({ id: 'ops.item.submitted', defaultMessage: 'Submitted' })}><When at={w.created_at} /></Fact>
    </ItemFacts>
  );
}

export default function WithdrawReviewScreen() {
  const { id = '' } = useParams();
  return <Review key={id} id={id} />;
}

function Review({ id }: { id: string }) {
  return (
    <ReviewPage
      flow={useWithdrawReviewFlow(id)} selectOffered={selectOfferedDecisions}
      title={<FormattedMessage id="ops.review.title" defaultMessage="Review withdrawal" />} queuePath="/ops/withdrawals"
      reasonHelp={<FormattedMessage id="ops.review.reasonHelp" defaultMessage="Required to reject or to confirm a bank payout (give the payment reference). Optional to approve." />}
      stateNames={withdrawalStateNames}
      facts={(detail) => <ItemCard detail={detail} />}
      userHistory={(detail) => detail}
    />
  );
}
