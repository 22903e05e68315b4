// /ops/withdrawals/:id: one withdrawal under review with everything a reviewer needs (the item,
// its timeline and earlier decisions, the user's balances, withdrawals and deposits) and the
// decisions its lifecycle allows now, each with a reason. A view of the withdrawal review chart.
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { Card, DataList, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { formatAmount } from '../../i18n/format';
import {
  opsWithdrawReviewEvents, selectOfferedDecisions, selectReviewBusy, selectReviewDecided, selectReviewDetail, selectReviewReason,
  selectReviewReasonError, selectReviewRefusal, selectReviewStage, type OpsWithdrawDetail,
} from '../../machines/ops-withdraw-review.flow';
import { labelOf, opsWithdrawalStates } from './ops-labels';
import { DecisionPanel, ReviewHeader, ReviewTimeline, UserHistory, When } from './ops-review-parts';
import { useWithdrawReviewFlow } from './use-ops-flows';

function ItemCard({ detail }: { detail: OpsWithdrawDetail }) {
  const intl = useIntl();
  const w = detail.withdrawal;
  const row = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
    </DataList.Item>
  );
  return (
    <Card.Root>
      <Card.Body>
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
          {row(intl.formatMessage({ id: 'ops.item.user', defaultMessage: 'User' }), `${w.user_email ?? ''} (${w.user_id})`)}
          {row(intl.formatMessage({ id: 'ops.item.state', defaultMessage: 'State' }), labelOf(opsWithdrawalStates, w.state, intl.formatMessage))}
          {row(intl.formatMessage({ id: 'ops.item.amount', defaultMessage: 'Amount' }), formatAmount(intl, w.amount, w.currency))}
          {row(intl.formatMessage({ id: 'ops.item.fee', defaultMessage: 'Fee' }), formatAmount(intl, w.fee, w.currency))}
          {w.kind === 'chain'
            ? row(intl.formatMessage({ id: 'ops.item.address', defaultMessage: 'Address' }), `${w.address} (${w.chain})`)
            : Object.entries(w.bank ?? {}).map(([k, v]) => <DataList.Item key={k}><DataList.ItemLabel>{k}</DataList.ItemLabel><DataList.ItemValue>{v}</DataList.ItemValue></DataList.Item>)}
          {w.memo && row(intl.formatMessage({ id: 'ops.item.memo', defaultMessage: 'Memo or tag' }), w.memo)}
          {w.tx_hash && row(intl.formatMessage({ id: 'ops.item.txHash', defaultMessage: 'Transaction hash' }), w.tx_hash)}
          {row(intl.formatMessage({ id: 'ops.item.submitted', defaultMessage: 'Submitted' }), <When at={w.created_at} />)}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

export default function WithdrawReviewScreen() {
  const { id = '' } = useParams();
  return <Review key={id} id={id} />;
}

function Review({ id }: { id: string }) {
  const flow = useWithdrawReviewFlow(id);
  const events = useMemo(() => opsWithdrawReviewEvents(flow), [flow]);
  const stage = useSelector(flow, selectReviewStage);
  const detail = useSelector(flow, selectReviewDetail);
  const reason = useSelector(flow, selectReviewReason);
  const reasonError = useSelector(flow, selectReviewReasonError);
  const refusal = useSelector(flow, selectReviewRefusal);
  const busy = useSelector(flow, selectReviewBusy);
  const decided = useSelector(flow, selectReviewDecided);
  const offered = useSelector(flow, selectOfferedDecisions);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed' || !detail) return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  const act = { approve: events.approve, reject: events.reject, confirmPayout: events.confirmPayout };
  return (
    <Stack gap="6">
      <ReviewHeader title={<FormattedMessage id="ops.review.title" defaultMessage="Review withdrawal" />} queuePath="/ops/withdrawals" decided={decided} />
      <ItemCard detail={detail} />
      <DecisionPanel
        offered={offered} reason={reason} reasonError={reasonError} refusal={refusal} busy={busy}
        help={<FormattedMessage id="ops.review.reasonHelp" defaultMessage="Required to reject or to confirm a bank payout (give the payment reference). Optional to approve." />}
        onReason={events.changeReason} onDecide={(d) => act[d]()}
      />
      <ReviewTimeline detail={detail} stateNames={opsWithdrawalStates} />
      <UserHistory detail={detail} />
    </Stack>
  );
}
