// Pieces the reward pages share: the budget notice, the seven sign-in days, a task's card, the
// outcome of the last act, and the frame that loads the rules (a view of the rewards flow).
import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import {
  rewardsEvents, selectClaimingTask, selectRewardsOutcome, selectRewardsOverview, selectRewardsRefusal, selectRewardsStage,
  type RewardsActor, type RewardsOverview, type TaskView,
} from '../../machines/rewards.flow';
import { dayStateNames, kindNames, kindRules, taskConditions, taskNames, taskStateNames } from './rewards-labels';

export const panel = { bg: 'bg.panel', borderWidth: '1px', rounded: 'lg', p: '4' } as const;

const dayPalette = { not: 'gray', inProgress: 'blue', signed: 'yellow', received: 'green' } as const;

/** Says before the user acts that rewards are off or the budget cannot pay. */
export function BudgetNotice({ overview, short }: { overview: RewardsOverview; short: boolean }) {
  if (!overview.enabled) {
    return <Notice status="warning" role="status"><FormattedMessage id="rewards.off" defaultMessage="Rewards are switched off on this platform." /></Notice>;
  }
  if (!short) return null;
  return (
    <Notice status="warning" role="status" data-testid="rewards-budget-spent">
      <FormattedMessage
        id="rewards.budgetSpent" defaultMessage="The rewards budget is spent: {remaining} left. A reward it cannot pay is refused until the platform adds to the budget."
        values={{ remaining: <Figure>{overview.budget.remaining} {overview.asset}</Figure> }}
      />
    </Notice>
  );
}

export function SignDays({ overview }: { overview: RewardsOverview }) {
  const intl = useIntl();
  const fmt = useFormat();
  const days = overview.sign?.days ?? overview.sign_rewards.map((reward, i) => ({ day: i + 1, reward, state: 'not' as const }));
  return (
    <SimpleGrid as="ol" listStyleType="none" ms="0" columns={{ base: 2, sm: 4, md: 7 }} gap="2" aria-label={intl.formatMessage({ id: 'rewards.days.label', defaultMessage: 'The seven days' })}>
      {days.map((d) => (
        <Box as="li" key={d.day} {...panel} p="3" textAlign="center" data-testid="sign-day" data-state={d.state}
          borderColor={d.state === 'inProgress' ? 'blue.solid' : undefined}>
          <Text fontWeight="bold"><FormattedMessage id="rewards.days.day" defaultMessage="Day {day}" values={{ day: d.day }} /></Text>
          <Text fontSize="sm"><Figure>{fmt.amount(d.reward, overview.asset)}</Figure></Text>
          <Badge mt="1" colorPalette={dayPalette[d.state]}>{intl.formatMessage(dayStateNames[d.state])}</Badge>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function KindBadge({ kind }: { kind: TaskView['kind'] }) {
  const intl = useIntl();
  return <Badge colorPalette={kind === 'withdrawable' ? 'green' : 'orange'} data-testid="reward-kind">{intl.formatMessage(kindNames[kind])}</Badge>;
}

/** A task with its reward, kind, condition, progress and the claim (or the way to log in). */
export function TaskCard({ flow, task, asset, enabled, detailLink }: { flow: RewardsActor; task: TaskView; asset: string; enabled: boolean; detailLink?: boolean }) {
  const intl = useIntl();
  const fmt = useFormat();
  const claiming = useSelector(flow, selectClaimingTask);
  const name = intl.formatMessage(taskNames[task.task]);
  return (
    <Box {...panel} as="section" aria-label={name} data-testid="reward-task" data-task={task.task} data-state={task.state ?? 'visitor'}>
      <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
        <Heading as="h2" size="sm">{name}</Heading>
        <Text fontWeight="bold" ms="auto"><Figure>{fmt.amount(task.reward, asset)}</Figure></Text>
      </Flex>
      <Stack gap="1" mt="1">
        <Flex gap="2" wrap="wrap"><KindBadge kind={task.kind} />{task.state && <Badge>{intl.formatMessage(taskStateNames[task.state])}</Badge>}</Flex>
        <Text fontSize="sm">{intl.formatMessage(taskConditions[task.task])}</Text>
        <Text fontSize="sm" color="fg.muted">{intl.formatMessage(kindRules[task.kind])}</Text>
        {task.progress && (
          <Text fontSize="sm">
            <FormattedMessage id="rewards.task.progress" defaultMessage="Progress: {done} of {of}" values={{ done: task.progress.done, of: task.progress.of }} />
          </Text>
        )}
        {task.budget_short && task.state !== 'claimed' && (
          <Text fontSize="sm" color="fg.warning"><FormattedMessage id="rewards.task.budgetShort" defaultMessage="The rewards budget left cannot pay this reward now." /></Text>
        )}
      </Stack>
      <Flex gap="2" mt="3" wrap="wrap">
        {task.state === null
          ? <ButtonLink to="/login" size="sm"><FormattedMessage id="rewards.task.login" defaultMessage="Log in to claim" /></ButtonLink>
          : task.state !== 'claimed' && (
            <Button size="sm" disabled={!enabled || task.state !== 'claimable' || task.budget_short} loading={claiming === task.task}
              onClick={() => rewardsEvents(flow).claim(task.task)}>
              <FormattedMessage id="rewards.task.claim" defaultMessage="Claim {reward}" values={{ reward: fmt.amount(task.reward, asset) }} />
            </Button>
          )}
        {detailLink && (
          <ButtonLink to={`/benefitsDetail?task=${task.task}`} size="sm" variant="outline">
            <FormattedMessage id="rewards.task.details" defaultMessage="Details" />
          </ButtonLink>
        )}
      </Flex>
    </Box>
  );
}

function Outcome({ flow, asset }: { flow: RewardsActor; asset: string }) {
  const intl = useIntl();
  const fmt = useFormat();
  const outcome = useSelector(flow, selectRewardsOutcome);
  if (!outcome) return null;
  return (
    <Notice status="success" role="status" data-testid="rewards-outcome">
      {outcome.kind === 'signed'
        ? <FormattedMessage id="rewards.signed" defaultMessage="Signed in for day {day}: {reward} received." values={{ day: outcome.result.day, reward: fmt.amount(outcome.result.reward, asset) }} />
        : <FormattedMessage id="rewards.claimed" defaultMessage="{task}: {reward} received." values={{ task: intl.formatMessage(taskNames[outcome.task.task]), reward: fmt.amount(outcome.task.reward, asset) }} />}
    </Notice>
  );
}

/** The frame of every reward page: its title, the load, the last act's outcome or refusal, then the page. */
export function RewardsFrame({ flow, title, children }: { flow: RewardsActor; title: ReactNode; children(overview: RewardsOverview): ReactNode }) {
  const stage = useSelector(flow, selectRewardsStage);
  const overview = useSelector(flow, selectRewardsOverview);
  const refusal = useSelector(flow, selectRewardsRefusal);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{title}</Heading>
      {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={rewardsEvents(flow).retry} />}
      {stage === 'loading' && !overview && <PageLoading />}
      {stage !== 'unavailable' && overview && (
        <Stack gap="4">
          <Outcome flow={flow} asset={overview.asset} />
          <RefusalAlert refusal={refusal} />
          {children(overview)}
        </Stack>
      )}
    </Stack>
  );
}
