// /subscribe?id=<project>: the project's terms and the allocation rule, a quantity in whole lots
// with the coins and the USDT that will be frozen (issue price × quantity) beside the USDT
// available, then a confirm step with the same figures; the server's refusal in its own words.
// On success the user goes to their subscriptions. A view of the subscribe flow.
import { useEffect, useMemo } from 'react';
import { Box, Button, ButtonGroup, Field, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
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
import { costOf, quantityOf, type SubscribeProblem } from '../../machines/launchpad-math';
import {
  selectSubscribeForm, selectSubscribeStage, subscribeEvents, type SubscribeActor, type SubscribeContext, type SubscribeTerms,
} from '../../machines/launchpad-subscribe.flow';
import { FigureRow, panel, useProblemText } from '../contract/contract-parts';
import { AllocationRule, ProjectTerms } from './launchpad-parts';
import { PhaseBadge, SoldOutBadge } from './phase-badge';
import { useSubscribeFlow } from './use-launchpad';

/** The figures of the subscription as typed: the coins, the USDT frozen for them, the USDT available. */
function SubscribeFigures({ terms, lots }: { terms: SubscribeTerms; lots: string }) {
  const fmt = useFormat();
  const { project } = terms;
  const quantity = quantityOf({ project, lots });
  return (
    <Stack gap="1" data-testid="subscribe-figures">
      <FigureRow label={<FormattedMessage id="launchpad.figures.quantity" defaultMessage="Coins asked for" />} value={<Figure>{fmt.amount(quantity, project.symbol)}</Figure>} />
      <FigureRow label={<FormattedMessage id="launchpad.figures.frozen" defaultMessage="USDT frozen (issue price × quantity)" />} value={<Figure>{fmt.amount(costOf(project.issue_price, quantity), 'USDT')}</Figure>} />
      <FigureRow label={<FormattedMessage id="launchpad.figures.available" defaultMessage="USDT available in your spot account" />} value={<Figure>{fmt.amount(terms.available, 'USDT')}</Figure>} />
    </Stack>
  );
}

const closedProblem: SubscribeProblem = { id: 'error.subscriptionClosed' };

function Editing({ flow, form, terms }: { flow: SubscribeActor; form: SubscribeContext; terms: SubscribeTerms }) {
  const events = useMemo(() => subscribeEvents(flow), [flow]);
  const problem = useProblemText();
  const fmt = useFormat();
  const { project } = terms;
  const open = project.phase === 'open';
  return (
    <Stack gap="3" as="form" onSubmit={(e) => { e.preventDefault(); events.review(); }}>
      <Field.Root invalid={!!form.problem && form.problem.id !== 'error.subscriptionClosed'} disabled={!open}>
        <Field.Label><FormattedMessage id="launchpad.form.lots" defaultMessage="Quantity (lots)" /></Field.Label>
        <AmountInput value={form.lots} scale={0} onChange={events.lots} />
        <Field.HelperText>
          <FormattedMessage
            id="launchpad.form.lotsHelp"
            defaultMessage="One lot is {lot}. Per user: {min} to {max}; you have subscribed {held}."
            values={{
              lot: <Figure>{fmt.amount(project.lot, project.symbol)}</Figure>,
              min: <Figure>{fmt.amount(project.min_per_user, project.symbol)}</Figure>,
              max: <Figure>{fmt.amount(project.max_per_user, project.symbol)}</Figure>,
              held: <Figure>{fmt.amount(terms.held, project.symbol)}</Figure>,
            }}
          />
        </Field.HelperText>
        <Field.ErrorText>{problem(form.problem ?? undefined)}</Field.ErrorText>
      </Field.Root>
      <SubscribeFigures terms={terms} lots={form.lots} />
      {!open && <Notice status="warning" role="note" data-testid="subscribe-closed">{problem(closedProblem)}</Notice>}
      <Button type="submit" colorPalette="green" disabled={!open}>
        <FormattedMessage id="launchpad.form.review" defaultMessage="Review subscription" />
      </Button>
    </Stack>
  );
}

function Confirming({ flow, form, terms, busy }: { flow: SubscribeActor; form: SubscribeContext; terms: SubscribeTerms; busy: boolean }) {
  const intl = useIntl();
  const events = useMemo(() => subscribeEvents(flow), [flow]);
  const fmt = useFormat();
  const { project } = terms;
  const quantity = quantityOf({ project, lots: form.lots });
  const label = intl.formatMessage({ id: 'launchpad.confirm.subscribe', defaultMessage: 'Subscribe' });
  return (
    <Stack gap="3">
      <StepHeading as="h2" size="sm"><FormattedMessage id="launchpad.confirm.title" defaultMessage="Confirm your subscription" /></StepHeading>
      <Text fontSize="sm">
        <FormattedMessage
          id="launchpad.confirm.what"
          defaultMessage="{lots, plural, one {# lot} other {# lots}} of {name}: {quantity} at {price} each. {cost} is frozen from your spot account until the window closes; what does not pass is unfrozen then."
          values={{
            lots: Number(form.lots), name: project.name,
            quantity: <Figure>{fmt.amount(quantity, project.symbol)}</Figure>,
            price: <Figure>{fmt.amount(project.issue_price, 'USDT')}</Figure>,
            cost: <Figure>{fmt.amount(costOf(project.issue_price, quantity), 'USDT')}</Figure>,
          }}
        />
      </Text>
      <SubscribeFigures terms={terms} lots={form.lots} />
      <RefusalAlert refusal={form.refusal} />
      <ButtonGroup size="sm" wrap="wrap">
        <Button colorPalette="green" loading={busy} loadingText={label} onClick={events.confirm}>{label}</Button>
        <Button variant="outline" disabled={busy} onClick={events.back}><FormattedMessage id="launchpad.confirm.back" defaultMessage="Back" /></Button>
      </ButtonGroup>
    </Stack>
  );
}

/** The screen over a running subscribe flow. */
export function SubscribeView({ flow }: { flow: SubscribeActor }) {
  const stage = useSelector(flow, selectSubscribeStage);
  const form = useSelector(flow, selectSubscribeForm);
  const navigate = useNavigate();
  useEffect(() => { if (stage === 'subscribed') navigate('/subscriptionList'); }, [stage, navigate]);
  if (stage === 'unavailable') return <UnavailableAlert refusal={form.refusal} onRetry={subscribeEvents(flow).retry} />;
  if (stage === 'loading' || !form.terms) return <PageLoading />;
  const terms = form.terms;
  const { project } = terms;
  return (
    <Stack gap="4">
      <Flex gap="2" wrap="wrap" align="center">
        <Heading as="h1" size="lg">
          <FormattedMessage id="launchpad.subscribe.title" defaultMessage="Subscribe to {name} ({symbol})" values={{ name: project.name, symbol: project.symbol }} />
        </Heading>
        <PhaseBadge phase={project.phase} />
        {project.sold_out && <SoldOutBadge />}
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <Box {...panel}>
            {project.description && <Text fontSize="sm" mb="2" whiteSpace="pre-wrap">{project.description}</Text>}
            <ProjectTerms project={project} />
          </Box>
          <Box {...panel}><AllocationRule /></Box>
        </Stack>
        <Box {...panel} minW="0" order={{ base: -1, lg: 0 }}>
          {stage === 'editing' && <Editing flow={flow} form={form} terms={terms} />}
          {(stage === 'confirming' || stage === 'submitting' || stage === 'subscribed') && (
            <Confirming flow={flow} form={form} terms={terms} busy={stage !== 'confirming'} />
          )}
          <Text fontSize="sm" mt="3">
            <Link asChild><RouterLink to="/subscriptionList"><FormattedMessage id="launchpad.mine.link" defaultMessage="My subscriptions" /></RouterLink></Link>
          </Text>
        </Box>
      </Grid>
    </Stack>
  );
}

function Subscribe({ id }: { id: string }) {
  const flow = useSubscribeFlow(id);
  return <SubscribeView flow={flow} />;
}

export function SubscribeScreen() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim().slice(0, 64);
  return <Subscribe key={id} id={id} />;
}
