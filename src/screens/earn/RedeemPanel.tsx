// Early redemption of one held custody order: the quote (principal, interest so far, the penalty,
// what returns) and a confirm button; the answer, shown above the list, says whether the money is
// back or the request waits for a review. A view of the redeem flow; the order comes in fresh
// from the list.
import { useEffect, useMemo } from 'react';
import { Button, ButtonGroup, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Notice } from '../../components/feedback/Notice';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { StepHeading } from '../../components/forms/StepHeading';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { earnRedeemEvents, selectRedeemContext, selectRedeemStage } from '../../machines/earn-redeem.flow';
import type { CustodyOrder } from '../../machines/earn-terms';
import { FigureRow } from '../contract/contract-parts';
import { useEarnRedeemFlow } from './use-earn';

export function RedeemPanel({ order, onClose, onRedeemed }: { order: CustodyOrder; onClose(): void; onRedeemed(result: CustodyOrder): void }) {
  const intl = useIntl();
  const fmt = useFormat();
  const flow = useEarnRedeemFlow(order);
  const events = useMemo(() => earnRedeemEvents(flow), [flow]);
  const stage = useSelector(flow, selectRedeemStage);
  const { order: shown, refusal, result } = useSelector(flow, selectRedeemContext);
  useEffect(() => { if (stage !== 'done') events.order(order); }, [events, order, stage]);
  useEffect(() => { if (result) onRedeemed(result); }, [result, onRedeemed]);
  const quote = shown.redeem_quote;
  const label = intl.formatMessage({ id: 'earn.redeem.confirm', defaultMessage: 'Confirm early redemption' });
  const money = (value: string) => fmt.amount(value, shown.asset);
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3" mt="3" data-testid="earn-redeem">
      <StepHeading as="h4" size="sm"><FormattedMessage id="earn.redeem.title" defaultMessage="Redeem early" /></StepHeading>
      {quote ? (
        <Stack gap="1" data-testid="earn-quote">
          <FigureRow label={<FormattedMessage id="earn.redeem.principal" defaultMessage="Your amount" />} value={money(quote.principal)} />
          <FigureRow label={<FormattedMessage id="earn.redeem.interest" defaultMessage="Interest so far (yours to keep)" />} value={money(quote.interest)} />
          <FigureRow label={<FormattedMessage id="earn.redeem.penalty" defaultMessage="Penalty (kept by the platform)" />} value={`−${money(quote.penalty)}`} />
          <FigureRow label={<FormattedMessage id="earn.redeem.returns" defaultMessage="Returns to your spot account" />} value={money(quote.returns)} />
        </Stack>
      ) : (
        <Text fontSize="sm"><FormattedMessage id="earn.redeem.none" defaultMessage="This order cannot be redeemed early now." /></Text>
      )}
      <RefusalAlert refusal={refusal} />
      <ButtonGroup size="sm" wrap="wrap">
        <Button colorPalette="red" loading={stage !== 'confirming'} loadingText={label} disabled={!quote} onClick={events.confirm}>{label}</Button>
        <Button variant="outline" disabled={stage !== 'confirming'} onClick={onClose}><FormattedMessage id="earn.redeem.cancel" defaultMessage="Keep the order" /></Button>
      </ButtonGroup>
    </Stack>
  );
}

/** The answer to the last early redemption: the money back, or waiting for a review. */
export function RedeemedNotice({ result }: { result: CustodyOrder }) {
  const fmt = useFormat();
  return (
    <Notice status="success" role="status" data-testid="earn-redeemed">
      {result.state === 'redeeming'
        ? <FormattedMessage id="earn.redeem.waiting" defaultMessage="Your early redemption was sent for review. Interest keeps accruing until it is decided." />
        : <FormattedMessage id="earn.redeem.done" defaultMessage="Redeemed: {returned} returned to your spot account." values={{ returned: <Figure>{fmt.amount(result.returned ?? '0', result.asset)}</Figure> }} />}
    </Notice>
  );
}
