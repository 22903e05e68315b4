// The frame of every review screen of the console: the header with the way back to the queue, the
// item's facts (each kind's own), the decisions its chart offers with the reason, the timeline with
// the audit log's decisions, and, where the item is money, the user's balances and history. A view
// of any review chart made by `reviewFlow`; a kind's screen says only what its item shows.
import { useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Card, DataList, Stack } from '@chakra-ui/react';
import type { ActorRef, Snapshot } from 'xstate';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import {
  reviewEvents, selectReviewBusy, selectReviewDecided, selectReviewDetail, selectReviewReason, selectReviewReasonError,
  selectReviewRefusal, selectReviewStage, type ReviewEvent, type ReviewSnapshot,
} from '../../machines/review-flow';
import type { opsDecisionNames } from './ops-labels';
import { DecisionPanel, ReviewHeader, ReviewTimeline, UserHistory, type ReviewHistory } from './ops-review-parts';

type Decision = keyof typeof opsDecisionNames;

interface ReviewPageProps<TDetail extends ReviewHistory, TDecision extends Decision> {
  flow: ActorRef<Snapshot<unknown> & ReviewSnapshot<TDetail, TDecision>, ReviewEvent<TDecision>>;
  selectOffered(snapshot: ReviewSnapshot<TDetail, TDecision>): TDecision[];
  title: ReactNode;
  queuePath: string;
  /** When the reason is needed, in the words of this kind. */
  reasonHelp: ReactNode;
  stateNames: Record<string, { id: string; defaultMessage: string }>;
  /** The item's facts, between the header and the decisions. */
  facts(detail: TDetail): ReactNode;
  /** The user's balances, withdrawals and deposits after the timeline, for money items. */
  userHistory?(detail: TDetail): Parameters<typeof UserHistory>[0]['detail'];
}

export function ReviewPage<TDetail extends ReviewHistory, TDecision extends Decision>(props: ReviewPageProps<TDetail, TDecision>) {
  const { flow } = props;
  const events = useMemo(() => reviewEvents<TDecision>(flow), [flow]);
  const stage = useSelector(flow, selectReviewStage<TDetail, TDecision>);
  const detail = useSelector(flow, selectReviewDetail<TDetail, TDecision>);
  const reason = useSelector(flow, selectReviewReason<TDetail, TDecision>);
  const reasonError = useSelector(flow, selectReviewReasonError<TDetail, TDecision>);
  const refusal = useSelector(flow, selectReviewRefusal<TDetail, TDecision>);
  const busy = useSelector(flow, selectReviewBusy<TDetail, TDecision>);
  const decided = useSelector(flow, selectReviewDecided<TDetail, TDecision>);
  const offered = useSelector(flow, props.selectOffered);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed' || !detail) return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  return (
    <Stack gap="6">
      <ReviewHeader title={props.title} queuePath={props.queuePath} decided={decided} />
      {props.facts(detail)}
      <DecisionPanel
        offered={offered} reason={reason} reasonError={reasonError} refusal={refusal} busy={busy}
        help={props.reasonHelp} onReason={events.changeReason} onDecide={events.decide}
      />
      <ReviewTimeline detail={detail} stateNames={props.stateNames} />
      {props.userHistory && <UserHistory detail={props.userHistory(detail)} />}
    </Stack>
  );
}

/** One fact of the item: a label and its value, long values wrapped. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-all">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The card of the item's facts, with anything shown below them (an image). */
export function ItemFacts({ children, below }: { children: ReactNode; below?: ReactNode }) {
  const list = <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">{children}</DataList.Root>;
  return (
    <Card.Root>
      <Card.Body>{below ? <Stack gap="4">{list}{below}</Stack> : list}</Card.Body>
    </Card.Root>
  );
}
