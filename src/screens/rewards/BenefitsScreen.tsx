// /benefits, the reward centre (public): the sign-in's entry, who pays and the budget left, and
// every task with its reward, whether it is withdrawable or trade-only, its condition, the
// user's progress and the claim (a visitor is asked to log in).
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/ui/ButtonLink';
import type { RewardsActor } from '../../machines/rewards.flow';
import { BudgetNotice, panel, RewardsFrame, TaskCard } from './rewards-parts';
import { BudgetStatement } from './SignRuleScreen';
import { useRewardsFlow } from './use-rewards';

export function BenefitsView({ flow }: { flow: RewardsActor }) {
  return (
    <RewardsFrame flow={flow} title={<FormattedMessage id="rewards.centre.title" defaultMessage="Reward centre" />}>
      {(overview) => (
        <>
          <BudgetNotice overview={overview} short={overview.tasks.some((t) => t.budget_short)} />
          <BudgetStatement overview={overview} />
          <Box {...panel} as="section" aria-labelledby="centre-sign-title">
            <Flex gap="3" wrap="wrap" align="center" justify="space-between">
              <Stack gap="0">
                <Heading as="h2" size="sm" id="centre-sign-title"><FormattedMessage id="rewards.sign.title" defaultMessage="Daily sign-in" /></Heading>
                <Text fontSize="sm"><FormattedMessage id="rewards.centre.sign" defaultMessage="Sign in 7 days in a row for a reward each day." /></Text>
              </Stack>
              <Flex gap="2" wrap="wrap">
                <ButtonLink to="/sign" size="sm"><FormattedMessage id="rewards.centre.signGo" defaultMessage="Sign in" /></ButtonLink>
                <ButtonLink to="/signRule" size="sm" variant="outline"><FormattedMessage id="rewards.sign.rules" defaultMessage="Sign-in rules" /></ButtonLink>
              </Flex>
            </Flex>
          </Box>
          <Heading as="h2" size="md"><FormattedMessage id="rewards.centre.tasks" defaultMessage="Tasks" /></Heading>
          <Stack gap="3">
            {overview.tasks.map((t) => <TaskCard key={t.task} flow={flow} task={t} asset={overview.asset} enabled={overview.enabled} detailLink />)}
          </Stack>
        </>
      )}
    </RewardsFrame>
  );
}

export function BenefitsScreen() {
  return <BenefitsView flow={useRewardsFlow()} />;
}
