// /profit_buy?id=<product>: buy one custody product. The terms, an amount, and as it is typed the
// daily interest on it, the interest of the whole cycle, the date it returns and the penalty an
// early redemption would keep; a confirm step repeats them; a refusal is shown in the server's
// words; once bought the page moves to the user's custody orders. A view of the buy flow.
import { useEffect, useMemo } from 'react';
import { Box, Button, ButtonGroup, Field, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { AmountInput } from '../../components/forms/AmountInput';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { StepHeading } from '../../components/forms/StepHeading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { earnBuyEvents, selectEarnBuyForm, selectEarnBuyStage, type EarnBuyActor, type EarnBuyTerms } from '../../machines/earn-buy.flow';
import { buyPreview, EARN_SCALE, maturityOf, quotaRoom } from '../../machines/earn-terms';
import { FigureRow, panel, useProblemText } from '../contract/contract-parts';
import { EarnRules, PreviewRows, Rate } from './earn-parts';
import { useEarnBuyFlow } from './use-earn';

function Terms({ terms }: { terms: EarnBuyTerms }) {
  const fmt = useFormat();
  const { product, asset } = terms;
  return (
    <Stack gap="1" data-testid="earn-terms">
      <FigureRow label={<FormattedMessage id="earn.product.cycle" defaultMessage="Cycle" />} value={<FormattedMessage id="earn.product.days" defaultMessage="{days, plural, one {# day} other {# days}}" values={{ days: product.cycle_days }} />} />
      <FigureRow label={<FormattedMessage id="earn.product.dailyRate" defaultMessage="Fixed daily rate" />} value={<Rate rate={product.daily_rate} />} />
      <FigureRow label={<FormattedMessage id="earn.product.range" defaultMessage="Per order" />} value={`${fmt.decimal(product.min_amount)} – ${fmt.amount(product.max_amount, asset)}`} />
      <FigureRow label={<FormattedMessage id="earn.product.quota" defaultMessage="Quota (room left)" />} value={`${fmt.amount(product.quota, asset)} (${fmt.decimal(quotaRoom(product))})`} />
      <FigureRow label={<FormattedMessage id="earn.product.penalty" defaultMessage="Early redemption penalty (of the amount)" />} value={<Rate rate={product.penalty_rate} />} />
      <FigureRow label={<FormattedMessage id="earn.product.cutoff" defaultMessage="Daily cut-off" />} value={`${terms.cutoff_utc} UTC`} />
    </Stack>
  );
}

function Figures({ terms, amount }: { terms: EarnBuyTerms; amount: string }) {
  const fmt = useFormat();
  // The maturity of an order bought now; the order's own date comes back with it.
  const maturesAt = maturityOf(Date.now(), terms.cutoff_utc, terms.product.cycle_days);
  return (
    <Stack gap="1" data-testid="earn-figures">
      <PreviewRows preview={buyPreview(amount, terms.product)} asset={terms.asset} maturesAt={maturesAt} />
      <FigureRow label={<FormattedMessage id="earn.buy.available" defaultMessage="Available in your spot account" />} value={fmt.amount(terms.available, terms.asset)} />
    </Stack>
  );
}

function Editing({ flow, terms }: { flow: EarnBuyActor; terms: EarnBuyTerms }) {
  const events = useMemo(() => earnBuyEvents(flow), [flow]);
  const form = useSelector(flow, selectEarnBuyForm);
  const problem = useProblemText();
  const fmt = useFormat();
  const open = terms.enabled && terms.product.enabled;
  return (
    <Stack gap="3" as="form" onSubmit={(e) => { e.preventDefault(); events.review(); }}>
      <Field.Root invalid={!!form.problem}>
        <Field.Label><FormattedMessage id="earn.buy.amount" defaultMessage="Amount ({asset})" values={{ asset: terms.asset }} /></Field.Label>
        <AmountInput value={form.amount} scale={EARN_SCALE} onChange={events.amount} />
        <Field.HelperText>
          <FormattedMessage id="earn.buy.amountHelp" defaultMessage="From {min} to {max} {asset}." values={{ min: <Figure>{fmt.decimal(terms.product.min_amount)}</Figure>, max: <Figure>{fmt.decimal(terms.product.max_amount)}</Figure>, asset: terms.asset }} />
        </Field.HelperText>
        <Field.ErrorText>{problem(form.problem ?? undefined)}</Field.ErrorText>
      </Field.Root>
      <Figures terms={terms} amount={form.amount} />
      {!open && <Notice status="warning" role="note" data-testid="earn-closed">{problem({ id: 'error.earnProductDisabled' })}</Notice>}
      <Button type="submit" disabled={!open}><FormattedMessage id="earn.buy.review" defaultMessage="Review" /></Button>
    </Stack>
  );
}

function Confirming({ flow, terms, busy }: { flow: EarnBuyActor; terms: EarnBuyTerms; busy: boolean }) {
  const intl = useIntl();
  const events = useMemo(() => earnBuyEvents(flow), [flow]);
  const form = useSelector(flow, selectEarnBuyForm);
  const fmt = useFormat();
  const label = intl.formatMessage({ id: 'earn.buy.confirm', defaultMessage: 'Confirm and buy' });
  return (
    <Stack gap="3">
      <StepHeading as="h3" size="sm"><FormattedMessage id="earn.buy.confirmTitle" defaultMessage="Confirm your custody order" /></StepHeading>
      <Text fontSize="sm">
        <FormattedMessage
          id="earn.buy.confirmWhat"
          defaultMessage="{amount} leaves your spot account now for {days, plural, one {# day} other {# days}} at a fixed {rate} a day."
          values={{ amount: <Figure>{fmt.amount(form.amount, terms.asset)}</Figure>, days: terms.product.cycle_days, rate: <Rate rate={terms.product.daily_rate} /> }}
        />
      </Text>
      <Figures terms={terms} amount={form.amount} />
      <RefusalAlert refusal={form.refusal} />
      <ButtonGroup size="sm" wrap="wrap">
        <Button loading={busy} loadingText={label} onClick={events.confirm}>{label}</Button>
        <Button variant="outline" disabled={busy} onClick={events.back}><FormattedMessage id="earn.buy.back" defaultMessage="Back" /></Button>
      </ButtonGroup>
    </Stack>
  );
}

/** The screen over a running buy flow. */
export function EarnBuyView({ flow }: { flow: EarnBuyActor }) {
  const stage = useSelector(flow, selectEarnBuyStage);
  const form = useSelector(flow, selectEarnBuyForm);
  const navigate = useNavigate();
  useEffect(() => { if (stage === 'bought') navigate('/profit_wdtg'); }, [stage, navigate]);
  const terms = form.terms;
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {terms
          ? <FormattedMessage id="earn.buy.title" defaultMessage="Buy {days, plural, one {# day} other {# days}} custody" values={{ days: terms.product.cycle_days }} />
          : <FormattedMessage id="earn.buy.titleLoading" defaultMessage="Buy custody" />}
      </Heading>
      {stage === 'unavailable' && <UnavailableAlert refusal={form.refusal} onRetry={earnBuyEvents(flow).retry} />}
      {(stage === 'loading' || stage === 'bought') && <PageLoading />}
      {terms && stage !== 'loading' && stage !== 'unavailable' && stage !== 'bought' && (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' }} gap="4" alignItems="start">
          <Stack gap="4" minW="0">
            <Box {...panel} as="section" aria-labelledby="earn-terms-title">
              <Heading as="h2" size="sm" mb="2" id="earn-terms-title"><FormattedMessage id="earn.buy.terms" defaultMessage="Terms" /></Heading>
              <Terms terms={terms} />
            </Box>
            <Box {...panel} as="section" aria-labelledby="earn-rules-title">
              <Heading as="h2" size="sm" mb="2" id="earn-rules-title"><FormattedMessage id="earn.rules.title" defaultMessage="How AI Earn works" /></Heading>
              <EarnRules cutoffUtc={terms.cutoff_utc} review={terms.redeem_review} />
            </Box>
          </Stack>
          <Box {...panel} minW="0" order={{ base: -1, lg: 0 }}>
            {stage === 'editing' ? <Editing flow={flow} terms={terms} /> : <Confirming flow={flow} terms={terms} busy={stage === 'submitting'} />}
          </Box>
        </Grid>
      )}
      <Text fontSize="sm">
        <Link asChild><RouterLink to="/profit_index"><FormattedMessage id="earn.buy.allProducts" defaultMessage="All AI Earn products" /></RouterLink></Link>
      </Text>
    </Stack>
  );
}

function EarnBuy({ id }: { id: string }) {
  return <EarnBuyView flow={useEarnBuyFlow(id)} />;
}

export function EarnBuyScreen() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  return <EarnBuy key={id} id={id} />;
}
