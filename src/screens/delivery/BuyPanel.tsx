// The order panel of /deal_jg: up or down, a duration of the product's table and a stake, with the
// stake at risk and the payout of a right call shown as they are typed; then the risk notice (first
// order only), a confirm step with the same figures, and the server's answer with the purchase
// price record. A view of the delivery buy flow; the product's live mark and the balance come in
// from the page.
import { useEffect, useMemo } from 'react';
import { Box, Button, ButtonGroup, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Notice } from '../../components/feedback/Notice';
import { AmountInput } from '../../components/forms/AmountInput';
import { RadioButtons } from '../../components/forms/RadioButtons';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { RiskNoticeStep } from '../../components/forms/RiskNoticeStep';
import { StepHeading } from '../../components/forms/StepHeading';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { USDT_SCALE } from '../../machines/contract-preview';
import {
  closedReason, deliveryBuyEvents, durationOf, payoutIfWon, selectBuyForm, selectBuyStage, type DeliveryBuyActor, type DeliveryBuyContext,
} from '../../machines/delivery-buy.flow';
import type { DeliveryProduct } from '../../machines/delivery-desk.flow';
import { useProblemText, When } from '../contract/contract-parts';
import { PriceRecordText } from '../contract-positions/PriceRecordText';
import { deliveryRisks, DirectionWord, DurationText, ratePercent } from './delivery-parts';
import { useDeliveryBuyFlow } from './use-delivery';

/** The figures of the order as typed: the stake at risk, what a right call pays back, the balance. */
function OrderFigures({ form }: { form: DeliveryBuyContext }) {
  const fmt = useFormat();
  const duration = durationOf(form);
  const stake = form.amount || '0';
  return (
    <Stack gap="1" fontSize="sm" data-testid="delivery-figures">
      <Text>
        <FormattedMessage id="delivery.figures.risk" defaultMessage="At risk: {stake} (all of it is lost on a wrong call)" values={{ stake: <Figure>{fmt.amount(stake, 'USDT')}</Figure> }} />
      </Text>
      {duration && (
        <Text>
          <FormattedMessage
            id="delivery.figures.payout"
            defaultMessage="Right call after {duration}: {payout} back ({rate} profit)"
            values={{ duration: <DurationText seconds={duration.seconds} />, payout: <Figure>{fmt.amount(payoutIfWon(stake, duration.payout_rate), 'USDT')}</Figure>, rate: <Figure>{ratePercent(duration.payout_rate)}</Figure> }}
          />
        </Text>
      )}
      <Text color="fg.muted">
        <FormattedMessage id="delivery.figures.available" defaultMessage="Available in your spot account: {available}" values={{ available: <Figure>{fmt.amount(form.available, 'USDT')}</Figure> }} />
      </Text>
    </Stack>
  );
}

function OrderFields({ flow }: { flow: DeliveryBuyActor }) {
  const intl = useIntl();
  const events = useMemo(() => deliveryBuyEvents(flow), [flow]);
  const form = useSelector(flow, selectBuyForm);
  const problem = useProblemText();
  const closed = closedReason(form.product);
  // A closed market's opening time is shown in the reader's own date and time format.
  const closedText = (reason: NonNullable<typeof closed>) => reason.id === 'error.deliveryMarketClosed'
    ? <FormattedMessage id="delivery.closedUntil" defaultMessage="The {symbol} market is closed: timed orders wait until it opens at {opensAt}." values={{ symbol: reason.values!.symbol, opensAt: <When at={Number(reason.values!.opensAt)} /> }} />
    : problem(reason);
  const duration = durationOf(form);
  const fmt = useFormat();
  return (
    <Stack gap="3" as="form" onSubmit={(e) => { e.preventDefault(); events.review(); }}>
      <RadioButtons
        size="sm" attached w="full" equalWidths chosenVariant="solid" otherVariant="outline"
        label={intl.formatMessage({ id: 'delivery.form.direction', defaultMessage: 'Your call' })}
        value={form.direction}
        onChange={events.direction}
        options={[
          { value: 'up', colorPalette: 'green', label: <DirectionWord direction="up" /> },
          { value: 'down', colorPalette: 'red', label: <DirectionWord direction="down" /> },
        ]}
      />
      <RadioButtons
        size="xs" wrap="wrap"
        label={intl.formatMessage({ id: 'delivery.form.duration', defaultMessage: 'Duration' })}
        value={String(form.duration)}
        onChange={(v) => events.duration(Number(v))}
        options={form.product.durations.map((d) => ({ value: String(d.seconds), label: <DurationText seconds={d.seconds} /> }))}
      />
      <Field.Root invalid={!!form.problem && !closed}>
        <Field.Label><FormattedMessage id="delivery.form.amount" defaultMessage="Stake (USDT)" /></Field.Label>
        <AmountInput value={form.amount} scale={USDT_SCALE} onChange={events.amount} />
        {duration && (
          <Field.HelperText>
            <FormattedMessage id="delivery.form.amountHelp" defaultMessage="From {min} to {max} USDT for this duration." values={{ min: <Figure>{fmt.decimal(duration.min_stake)}</Figure>, max: <Figure>{fmt.decimal(duration.max_stake)}</Figure> }} />
          </Field.HelperText>
        )}
        <Field.ErrorText>{problem(form.problem ?? undefined)}</Field.ErrorText>
      </Field.Root>
      <OrderFigures form={form} />
      {closed && <Notice status="warning" role="note" data-testid="delivery-closed">{closedText(closed)}</Notice>}
      <Button type="submit" colorPalette={form.direction === 'up' ? 'green' : 'red'} disabled={closed !== null}>
        <FormattedMessage id="delivery.form.review" defaultMessage="Review order" />
      </Button>
    </Stack>
  );
}

function RiskStep({ flow, busy }: { flow: DeliveryBuyActor; busy: boolean }) {
  const intl = useIntl();
  const events = useMemo(() => deliveryBuyEvents(flow), [flow]);
  const refusal = useSelector(flow, (s) => s.context.refusal);
  return (
    <RiskNoticeStep
      title={<FormattedMessage id="delivery.risk.title" defaultMessage="Before your first timed order: the risks" />}
      risks={deliveryRisks}
      footer={<Text><FormattedMessage id="delivery.risk.once" defaultMessage="You acknowledge this once; the rules stay on this page." /></Text>}
      acknowledgeLabel={intl.formatMessage({ id: 'delivery.risk.acknowledge', defaultMessage: 'I understand: a wrong call loses my stake' })}
      backLabel={<FormattedMessage id="delivery.confirm.back" defaultMessage="Back" />}
      busy={busy} refusal={refusal} onAcknowledge={events.acknowledge} onBack={events.back}
    />
  );
}

function Confirming({ flow, busy }: { flow: DeliveryBuyActor; busy: boolean }) {
  const intl = useIntl();
  const events = useMemo(() => deliveryBuyEvents(flow), [flow]);
  const form = useSelector(flow, selectBuyForm);
  const fmt = useFormat();
  const label = intl.formatMessage({ id: 'delivery.confirm.buy', defaultMessage: 'Place order' });
  const closed = closedReason(form.product);
  return (
    <Stack gap="3">
      <StepHeading as="h3" size="sm"><FormattedMessage id="delivery.confirm.title" defaultMessage="Confirm your timed order" /></StepHeading>
      <Text fontSize="sm">
        <FormattedMessage
          id="delivery.confirm.what"
          defaultMessage="{direction} on {symbol} for {duration}, from the reference price when the order is accepted (now about {mark} USDT)"
          values={{
            direction: <DirectionWord direction={form.direction} />, symbol: form.product.symbol, duration: <DurationText seconds={form.duration} />,
            mark: <Figure>{form.product.mark.price ? fmt.decimal(form.product.mark.price) : '—'}</Figure>,
          }}
        />
      </Text>
      <OrderFigures form={form} />
      <RefusalAlert refusal={form.refusal} />
      <ButtonGroup size="sm" wrap="wrap">
        <Button colorPalette={form.direction === 'up' ? 'green' : 'red'} loading={busy} loadingText={label} disabled={closed !== null} onClick={events.confirm}>{label}</Button>
        <Button variant="outline" disabled={busy} onClick={events.back}><FormattedMessage id="delivery.confirm.back" defaultMessage="Back" /></Button>
      </ButtonGroup>
    </Stack>
  );
}

export function BuyPanel({ product, available, acknowledged, onBought }: {
  product: DeliveryProduct;
  available: string;
  acknowledged: boolean;
  /** An order was placed: the page asks for the balance and the open stake again. */
  onBought?: () => void;
}) {
  const flow = useDeliveryBuyFlow(product, available, acknowledged);
  const events = useMemo(() => deliveryBuyEvents(flow), [flow]);
  const stage = useSelector(flow, selectBuyStage);
  const bought = useSelector(flow, (s) => s.context.bought);
  useEffect(() => events.product(product), [events, product]);
  useEffect(() => events.balance(available), [events, available]);
  useEffect(() => { if (bought) onBought?.(); }, [bought, onBought]);
  return (
    <Box as="section" aria-labelledby="buy-panel-title">
      <Heading as="h2" size="sm" mb="2" id="buy-panel-title">
        <FormattedMessage id="delivery.form.title" defaultMessage="Call {symbol} up or down" values={{ symbol: product.symbol }} />
      </Heading>
      {stage === 'editing' && <OrderFields flow={flow} />}
      {(stage === 'riskNotice' || stage === 'acknowledging') && <RiskStep flow={flow} busy={stage === 'acknowledging'} />}
      {(stage === 'confirming' || stage === 'submitting') && <Confirming flow={flow} busy={stage === 'submitting'} />}
      {stage === 'bought' && bought && (
        <Stack gap="3">
          <Notice status="success" role="status">
            <FormattedMessage
              id="delivery.bought"
              defaultMessage="Order placed: {direction} on {symbol}, delivered at {at}."
              values={{ direction: <DirectionWord direction={bought.direction} />, symbol: bought.symbol, at: <When at={bought.delivery_at} /> }}
            />{' '}
            <PriceRecordText record={bought.purchase_record} />
          </Notice>
          <ButtonGroup size="sm" wrap="wrap">
            <Button onClick={events.newOrder}><FormattedMessage id="delivery.bought.new" defaultMessage="New order" /></Button>
            <Button asChild variant="outline"><RouterLink to="/jgcc"><FormattedMessage id="delivery.orders.link" defaultMessage="My timed orders" /></RouterLink></Button>
          </ButtonGroup>
        </Stack>
      )}
      <Text fontSize="sm" mt="3">
        <Link asChild><RouterLink to="/jgcc"><FormattedMessage id="delivery.orders.all" defaultMessage="See your open and settled timed orders" /></RouterLink></Link>
      </Text>
    </Box>
  );
}
