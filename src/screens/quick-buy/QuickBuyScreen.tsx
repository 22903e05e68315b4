// /kjmb?symbol=: the quick purchase of one coin. Spend USDT or receive coins, an amount, Get quote;
// the quote shows the average and the worst price it would fill at now, the fee, the bound beyond
// which nothing fills and what it may spend, with its countdown; Confirm buys within that bound and
// shows what filled. An expired quote or a refused purchase offers a new quote. A view of the
// quick buy flow.
import { useMemo } from 'react';
import { Box, Button, ButtonGroup, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCountdown } from '../../app/use-countdown';
import { Notice } from '../../components/feedback/Notice';
import { AmountInput } from '../../components/forms/AmountInput';
import { RadioButtons } from '../../components/forms/RadioButtons';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { StepHeading } from '../../components/forms/StepHeading';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import {
  quickBuyEvents, selectQuickForm, selectQuickStage, type QuickBuyActor, type QuickFill, type QuickQuote,
} from '../../machines/quick-buy.flow';
import { useQuickBuyFlow } from './use-quick-buy';

const baseOf = (symbol: string) => symbol.replace(/USDT$/, '');

function QuoteFigures({ quote }: { quote: QuickQuote }) {
  const fmt = useFormat();
  const usdt = (v: string) => <Figure>{fmt.amount(v, quote.quote)}</Figure>;
  return (
    <Stack as="dl" gap="1" fontSize="sm" borderWidth="1px" rounded="md" p="3" data-testid="quick-quote">
      <Text><FormattedMessage id="quickBuy.quote.amount" defaultMessage="You receive: {amount}" values={{ amount: <Figure>{fmt.amount(quote.amount, quote.base)}</Figure> }} /></Text>
      <Text><FormattedMessage id="quickBuy.quote.avg" defaultMessage="Average price: {price}" values={{ price: usdt(quote.avg_price) }} /></Text>
      <Text><FormattedMessage id="quickBuy.quote.worst" defaultMessage="Worst price on the book now: {price}" values={{ price: usdt(quote.worst_price) }} /></Text>
      <Text>
        <FormattedMessage
          id="quickBuy.quote.fee" defaultMessage="Fee: {fee} ({rate})"
          values={{ fee: usdt(quote.fee), rate: <Figure>{fmt.percent(String(quote.fee_bps / 10_000))}</Figure> }}
        />
      </Text>
      <Text><FormattedMessage id="quickBuy.quote.total" defaultMessage="Total at these prices: {total}" values={{ total: usdt(quote.total) }} /></Text>
      <Text fontWeight="medium" data-testid="quick-bound">
        <FormattedMessage
          id="quickBuy.quote.bound"
          defaultMessage="Bound: nothing is bought above {bound} ({slippage} above the worst price); at most {max} is spent, the rest comes back at once."
          values={{ bound: usdt(quote.bound_price), slippage: <Figure>{fmt.percent(String(quote.slippage_bps / 10_000))}</Figure>, max: usdt(quote.max_spend) }}
        />
      </Text>
    </Stack>
  );
}

function Countdown({ quote, running }: { quote: QuickQuote; running: boolean }) {
  const left = useCountdown(Math.ceil(quote.ttl_ms / 1000), running);
  return (
    <Text fontSize="sm" aria-live="polite" data-testid="quick-countdown">
      <FormattedMessage id="quickBuy.quote.countdown" defaultMessage="This quote is valid for {seconds, plural, one {# more second} other {# more seconds}}." values={{ seconds: left }} />
    </Text>
  );
}

function FillResult({ fill, base }: { fill: QuickFill; base: string }) {
  const fmt = useFormat();
  const usdt = (v: string) => <Figure>{fmt.amount(v, 'USDT')}</Figure>;
  return (
    <Notice status="success" role="status" data-testid="quick-fill">
      <Stack gap="1">
        <Text fontWeight="medium">
          {fill.state === 'filled'
            ? <FormattedMessage id="quickBuy.fill.done" defaultMessage="Bought {filled}." values={{ filled: <Figure>{fmt.amount(fill.filled, base)}</Figure> }} />
            : <FormattedMessage id="quickBuy.fill.partial" defaultMessage="Bought {filled} of {amount}: the book held no more within the bound; the rest was not bought." values={{ filled: <Figure>{fmt.amount(fill.filled, base)}</Figure>, amount: <Figure>{fmt.amount(fill.amount, base)}</Figure> }} />}
        </Text>
        {fill.avg_price && <Text><FormattedMessage id="quickBuy.fill.avg" defaultMessage="Average price: {price}" values={{ price: usdt(fill.avg_price) }} /></Text>}
        <Text><FormattedMessage id="quickBuy.fill.spent" defaultMessage="Spent: {spent} including the fee of {fee}" values={{ spent: usdt(fill.spent), fee: usdt(fill.fee) }} /></Text>
        <Text><FormattedMessage id="quickBuy.fill.returned" defaultMessage="Returned to your spot account: {returned}" values={{ returned: usdt(fill.returned) }} /></Text>
      </Stack>
    </Notice>
  );
}

function AmountForm({ flow }: { flow: QuickBuyActor }) {
  const intl = useIntl();
  const events = useMemo(() => quickBuyEvents(flow), [flow]);
  const form = useSelector(flow, selectQuickForm);
  const stage = useSelector(flow, selectQuickStage);
  const getQuote = intl.formatMessage({ id: 'quickBuy.form.getQuote', defaultMessage: 'Get quote' });
  const base = baseOf(form.symbol);
  return (
    <Stack gap="3" as="form" onSubmit={(e) => { e.preventDefault(); events.getQuote(); }}>
      <RadioButtons
        size="sm" attached w="full" equalWidths chosenVariant="solid" otherVariant="outline"
        label={intl.formatMessage({ id: 'quickBuy.form.mode', defaultMessage: 'How much' })}
        value={form.mode}
        onChange={events.mode}
        options={[
          { value: 'spend', label: <FormattedMessage id="quickBuy.form.spend" defaultMessage="Spend USDT" /> },
          { value: 'receive', label: <FormattedMessage id="quickBuy.form.receive" defaultMessage="Receive {coin}" values={{ coin: base }} /> },
        ]}
      />
      <Field.Root invalid={!!form.problem}>
        <Field.Label>
          {form.mode === 'spend'
            ? <FormattedMessage id="quickBuy.form.spendAmount" defaultMessage="USDT to spend" />
            : <FormattedMessage id="quickBuy.form.receiveAmount" defaultMessage="{coin} to receive" values={{ coin: base }} />}
        </Field.Label>
        <AmountInput value={form.amount} scale={form.mode === 'spend' ? 6 : 8} onChange={events.amount} disabled={stage === 'quoting'} />
        <Field.ErrorText>{form.problem ? intl.formatMessage({ id: form.problem }) : null}</Field.ErrorText>
      </Field.Root>
      <RefusalAlert refusal={form.refusal} />
      <Button type="submit" loading={stage === 'quoting'} loadingText={getQuote} colorPalette="blue">{getQuote}</Button>
    </Stack>
  );
}

function QuoteStep({ flow }: { flow: QuickBuyActor }) {
  const intl = useIntl();
  const confirmLabel = intl.formatMessage({ id: 'quickBuy.quote.confirm', defaultMessage: 'Confirm purchase' });
  const events = useMemo(() => quickBuyEvents(flow), [flow]);
  const form = useSelector(flow, selectQuickForm);
  const stage = useSelector(flow, selectQuickStage);
  const quote = form.quote!;
  const answerLost = stage === 'answerLost';
  return (
    <Stack gap="3">
      <StepHeading as="h2" size="sm"><FormattedMessage id="quickBuy.quote.title" defaultMessage="Your quote for {symbol}" values={{ symbol: quote.symbol }} /></StepHeading>
      <QuoteFigures quote={quote} />
      {stage === 'expired'
        ? <Notice status="warning" role="alert" data-testid="quick-expired"><FormattedMessage id="quickBuy.quote.expired" defaultMessage="This quote has expired. Get a new one at the current prices." /></Notice>
        : stage !== 'refused' && <Countdown quote={quote} running={stage === 'quoted'} />}
      <RefusalAlert refusal={form.refusal} />
      {answerLost && (
        <Notice status="warning" role="note" data-testid="quick-answer-lost">
          <FormattedMessage id="quickBuy.answerLost" defaultMessage="The answer to your purchase did not arrive, so it may have gone through. Send the same purchase again: if it went through you see what filled, and nothing is bought twice." />
        </Notice>
      )}
      <ButtonGroup size="sm" wrap="wrap">
        {answerLost && <Button colorPalette="green" onClick={events.resend}><FormattedMessage id="quickBuy.sendAgain" defaultMessage="Send the same purchase again" /></Button>}
        {(stage === 'quoted' || stage === 'buying') && <Button colorPalette="green" loading={stage === 'buying'} loadingText={confirmLabel} onClick={events.confirm}>{confirmLabel}</Button>}
        {(stage === 'expired' || stage === 'refused') && <Button colorPalette="blue" onClick={events.getQuote}><FormattedMessage id="quickBuy.quote.renew" defaultMessage="Get a new quote" /></Button>}
        <Button variant="outline" disabled={stage === 'buying' || answerLost} onClick={events.edit}><FormattedMessage id="quickBuy.quote.edit" defaultMessage="Change amount" /></Button>
      </ButtonGroup>
    </Stack>
  );
}

function Purchase({ symbol }: { symbol: string }) {
  const flow = useQuickBuyFlow(symbol);
  const events = useMemo(() => quickBuyEvents(flow), [flow]);
  const stage = useSelector(flow, selectQuickStage);
  const fill = useSelector(flow, (s) => s.context.fill);
  return (
    <Box maxW="lg">
      {(stage === 'editing' || stage === 'quoting') && <AmountForm flow={flow} />}
      {(stage === 'quoted' || stage === 'expired' || stage === 'buying' || stage === 'answerLost' || stage === 'refused') && <QuoteStep flow={flow} />}
      {stage === 'bought' && fill && (
        <Stack gap="3">
          <FillResult fill={fill} base={baseOf(symbol)} />
          <ButtonGroup size="sm" wrap="wrap">
            <Button onClick={events.newPurchase}><FormattedMessage id="quickBuy.fill.again" defaultMessage="Buy again" /></Button>
            <Button asChild variant="outline"><RouterLink to="/table1"><FormattedMessage id="quickBuy.fill.assets" defaultMessage="My spot account" /></RouterLink></Button>
          </ButtonGroup>
        </Stack>
      )}
    </Box>
  );
}

export function QuickBuyScreen() {
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').toUpperCase();
  const valid = /^[A-Z0-9]{2,20}USDT$/.test(symbol);
  return (
    <Box>
      <Heading as="h1" size="md" mb="1">
        {valid
          ? <FormattedMessage id="quickBuy.title" defaultMessage="Buy {coin}" values={{ coin: baseOf(symbol) }} />
          : <FormattedMessage id="quickBuy.select.title" defaultMessage="Buy crypto" />}
      </Heading>
      <Text fontSize="sm" mb="4">
        <Link asChild><RouterLink to="/kjmbSelect"><FormattedMessage id="quickBuy.pickAnother" defaultMessage="Pick another coin" /></RouterLink></Link>
      </Text>
      {valid ? <Purchase key={symbol} symbol={symbol} /> : (
        <Notice status="info" role="note"><FormattedMessage id="quickBuy.noCoin" defaultMessage="Choose the coin to buy first." /></Notice>
      )}
    </Box>
  );
}
