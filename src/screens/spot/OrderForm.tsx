// The spot order form of /deal: buy or sell, limit or market, with the available balance,
// percentage buttons, the fee rate and the estimated total, then a confirm step. A view of the
// order form flow; balances and the best prices come in from the other two flows of the page.
import { useEffect, useMemo, type ReactNode } from 'react';
import { Box, Button, ButtonGroup, Field, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { AmountInput } from '../../components/forms/AmountInput';
import { OrderChoices } from '../../components/forms/OrderChoices';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { StepHeading } from '../../components/forms/StepHeading';
import { Notice } from '../../components/feedback/Notice';
import { Figure } from '../../i18n/Figure';
import { formatDecimal, isolate } from '../../i18n/format';
import { useFormat } from '../../i18n/use-format';
import type { MarketRules } from '../../machines/order-book.flow';
import { scaleOf } from '../../machines/spot-math';
import {
  selectTradeErrors, selectTradeEstimate, selectTradeForm, selectTradeStage, spotTradeEvents, type OrderProblem, type SpotTradeActor,
} from '../../machines/spot-trade.flow';
import { useSpotTradeFlow } from './use-deal-flows';

const percents = [25, 50, 75, 100];

function problemText(intl: IntlShape, problem: OrderProblem | undefined, rules: MarketRules): string | undefined {
  switch (problem) {
    case 'required': return intl.formatMessage({ id: 'spot.error.required', defaultMessage: 'Enter a positive number' });
    case 'tick': return intl.formatMessage({ id: 'spot.error.tick', defaultMessage: 'The price must be a multiple of {tick}' }, { tick: isolate(formatDecimal(intl, rules.tick_size)) });
    case 'lot': return intl.formatMessage({ id: 'spot.error.lot', defaultMessage: 'The amount must be a multiple of {lot}' }, { lot: isolate(formatDecimal(intl, rules.lot_size)) });
    case 'minNotional': return intl.formatMessage({ id: 'spot.error.minNotional', defaultMessage: 'The order total must be at least {min} {quote}' }, { min: isolate(formatDecimal(intl, rules.min_notional)), quote: rules.quote });
    case 'insufficient': return intl.formatMessage({ id: 'spot.error.insufficient', defaultMessage: 'Not enough available balance' });
    case 'noPrice': return intl.formatMessage({ id: 'spot.error.noPrice', defaultMessage: 'There is no price in the book to estimate this order' });
    default: return undefined;
  }
}

function Summary({ flow, rules }: { flow: SpotTradeActor; rules: MarketRules }) {
  const form = useSelector(flow, selectTradeForm);
  const estimate = useSelector(flow, selectTradeEstimate);
  const fmt = useFormat();
  const row = (label: ReactNode, value: ReactNode) => (
    <Flex justify="space-between" gap="3" fontSize="sm"><Text color="fg.muted">{label}</Text><Text fontFamily="mono" textAlign="end" whiteSpace="nowrap">{value}</Text></Flex>
  );
  const figure = (value: string) => <Figure>{value}</Figure>;
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="3" aria-live="polite">
      {form.type === 'market' && estimate && row(<FormattedMessage id="spot.form.marketPrice" defaultMessage="Best price in the book" />, figure(fmt.amount(estimate.price, rules.quote)))}
      {row(<FormattedMessage id="spot.form.total" defaultMessage="Estimated total" />, figure(estimate ? fmt.amount(estimate.total, rules.quote) : '—'))}
      {row(
        <FormattedMessage id="spot.form.feeRate" defaultMessage="Fee rate (maker / taker)" />,
        <>{figure(fmt.percent(rules.maker_fee_rate))} / {figure(fmt.percent(rules.taker_fee_rate))}</>,
      )}
      {row(<FormattedMessage id="spot.form.fee" defaultMessage="Estimated fee (at most)" />, figure(estimate ? fmt.amount(estimate.fee, rules.quote) : '—'))}
      {form.side === 'buy' && row(<FormattedMessage id="spot.form.cost" defaultMessage="Locked for this order (at most)" />, figure(estimate ? fmt.amount(estimate.cost, rules.quote) : '—'))}
      {form.type === 'market' && (
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="spot.form.protection" defaultMessage="A market order trades no further than {bps} basis points from the best price; the rest is cancelled." values={{ bps: rules.price_protection_bps }} />
        </Text>
      )}
    </Stack>
  );
}

function OrderFields({ flow, rules }: { flow: SpotTradeActor; rules: MarketRules }) {
  const intl = useIntl();
  const events = useMemo(() => spotTradeEvents(flow), [flow]);
  const form = useSelector(flow, selectTradeForm);
  const errors = useSelector(flow, selectTradeErrors);
  const fmt = useFormat();
  const available = form.side === 'buy' ? fmt.amount(form.available.quote, rules.quote) : fmt.amount(form.available.base, rules.base);
  const priceLabel = intl.formatMessage({ id: 'spot.form.price', defaultMessage: 'Price ({quote})' }, { quote: rules.quote });
  const amountLabel = intl.formatMessage({ id: 'spot.form.amount', defaultMessage: 'Amount ({base})' }, { base: rules.base });
  return (
    <Stack gap="3" as="form" onSubmit={(e) => { e.preventDefault(); events.review(); }}>
      <OrderChoices
        sideLabel={intl.formatMessage({ id: 'spot.form.side', defaultMessage: 'Side' })} side={form.side} onSide={events.chooseSide}
        sides={[['buy', <FormattedMessage id="spot.form.buy" defaultMessage="Buy" />], ['sell', <FormattedMessage id="spot.form.sell" defaultMessage="Sell" />]]}
        type={form.type} types={['limit', 'market']} onType={events.chooseType}
      />
      <Text fontSize="sm">
        <FormattedMessage id="spot.form.available" defaultMessage="Available: {amount}" values={{ amount: <Figure>{available}</Figure> }} />
      </Text>
      {form.type === 'limit' && (
        <Field.Root invalid={!!errors.price}>
          <Field.Label>{priceLabel}</Field.Label>
          <AmountInput value={form.price} scale={scaleOf(rules.tick_size)} onChange={(v) => events.change('price', v)} />
          <Field.ErrorText>{problemText(intl, errors.price, rules)}</Field.ErrorText>
        </Field.Root>
      )}
      <Field.Root invalid={!!errors.amount}>
        <Field.Label>{amountLabel}</Field.Label>
        <AmountInput value={form.amount} scale={scaleOf(rules.lot_size)} onChange={(v) => events.change('amount', v)} />
        <Field.ErrorText>{problemText(intl, errors.amount, rules)}</Field.ErrorText>
      </Field.Root>
      <ButtonGroup size="xs" variant="outline">
        {percents.map((p) => (
          <Button key={p} onClick={() => events.usePercent(p)} aria-label={intl.formatMessage({ id: 'spot.form.percent', defaultMessage: 'Use {percent}% of the available balance' }, { percent: p })}>
            {fmt.percent(String(p / 100))}
          </Button>
        ))}
      </ButtonGroup>
      <Summary flow={flow} rules={rules} />
      <Button type="submit" colorPalette={form.side === 'buy' ? 'green' : 'red'}>
        {form.side === 'buy'
          ? <FormattedMessage id="spot.form.reviewBuy" defaultMessage="Review buy order" />
          : <FormattedMessage id="spot.form.reviewSell" defaultMessage="Review sell order" />}
      </Button>
    </Stack>
  );
}

function Confirming({ flow, rules, busy }: { flow: SpotTradeActor; rules: MarketRules; busy: boolean }) {
  const intl = useIntl();
  const placeLabel = intl.formatMessage({ id: 'spot.confirm.place', defaultMessage: 'Place order' });
  const events = useMemo(() => spotTradeEvents(flow), [flow]);
  const form = useSelector(flow, selectTradeForm);
  const fmt = useFormat();
  return (
    <Stack gap="3">
      <StepHeading as="h3" size="sm"><FormattedMessage id="spot.confirm.title" defaultMessage="Confirm your order" /></StepHeading>
      <Text fontSize="sm">
        <FormattedMessage
          id="spot.confirm.what"
          defaultMessage="{side, select, buy {Buy} other {Sell}} {amount} {base} {type, select, limit {at {price} {quote}} other {at the best price in the book}}"
          values={{ side: form.side, amount: <Figure>{fmt.decimal(form.amount)}</Figure>, base: rules.base, type: form.type, price: <Figure>{fmt.decimal(form.price)}</Figure>, quote: rules.quote }}
        />
      </Text>
      <Summary flow={flow} rules={rules} />
      <ButtonGroup size="sm">
        <Button colorPalette={form.side === 'buy' ? 'green' : 'red'} loading={busy} loadingText={placeLabel} onClick={events.confirm}>
          {placeLabel}
        </Button>
        <Button variant="outline" disabled={busy} onClick={events.back}><FormattedMessage id="spot.confirm.back" defaultMessage="Back" /></Button>
      </ButtonGroup>
    </Stack>
  );
}

export function OrderForm({ rules, base, quote, bid, ask }: { rules: MarketRules; base: string; quote: string; bid: string | null; ask: string | null }) {
  const flow = useSpotTradeFlow(rules);
  const events = useMemo(() => spotTradeEvents(flow), [flow]);
  const stage = useSelector(flow, selectTradeStage);
  const form = useSelector(flow, selectTradeForm);
  useEffect(() => events.balances(base, quote), [events, base, quote]);
  useEffect(() => events.book(bid, ask), [events, bid, ask]);

  return (
    <Box as="section" aria-labelledby="order-form-title">
      <Heading as="h2" size="sm" mb="2" id="order-form-title"><FormattedMessage id="spot.form.title" defaultMessage="Place an order" /></Heading>
      {stage === 'editing' && <OrderFields flow={flow} rules={rules} />}
      {(stage === 'confirming' || stage === 'submitting') && <Confirming flow={flow} rules={rules} busy={stage === 'submitting'} />}
      {stage === 'refused' && (
        <Stack gap="3">
          <RefusalAlert refusal={form.refusal} />
          <ButtonGroup size="sm">
            <Button onClick={events.retry}><FormattedMessage id="common.retry" defaultMessage="Try again" /></Button>
            <Button variant="outline" onClick={events.edit}><FormattedMessage id="spot.refused.edit" defaultMessage="Edit order" /></Button>
          </ButtonGroup>
        </Stack>
      )}
      {stage === 'placed' && (
        <Stack gap="3">
          <Notice status="success" role="status">
            <FormattedMessage id="spot.placed" defaultMessage="Order placed. Open orders and order history below show how it fills." />
          </Notice>
          <Button size="sm" onClick={events.newOrder}><FormattedMessage id="spot.placed.new" defaultMessage="New order" /></Button>
        </Stack>
      )}
    </Box>
  );
}
