// /signRule, the sign-in rules (public): each day's reward, the time zone of a day, what a missed
// day and a completed week do, and who pays: the platform's marketing account, within a budget
// whose remainder is shown.
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { DataTable } from '../../components/ui/DataTable';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import type { RewardsActor, RewardsOverview } from '../../machines/rewards.flow';
import { BudgetNotice, panel, RewardsFrame } from './rewards-parts';
import { useRewardsFlow } from './use-rewards';

export function BudgetStatement({ overview }: { overview: RewardsOverview }) {
  const fmt = useFormat();
  return (
    <Text data-testid="rewards-budget">
      <FormattedMessage
        id="rewards.budget" defaultMessage="Rewards are paid by the platform from its marketing account, within a budget of {total}; {remaining} of it is left."
        values={{ total: <Figure>{fmt.amount(overview.budget.total, overview.asset)}</Figure>, remaining: <Figure>{fmt.amount(overview.budget.remaining, overview.asset)}</Figure> }}
      />
    </Text>
  );
}

export function SignRuleView({ flow }: { flow: RewardsActor }) {
  const intl = useIntl();
  const fmt = useFormat();
  const title = intl.formatMessage({ id: 'rewards.rules.table', defaultMessage: 'Reward of each day' });
  return (
    <RewardsFrame flow={flow} title={<FormattedMessage id="rewards.rules.title" defaultMessage="Sign-in rules" />}>
      {(overview) => (
        <>
          <BudgetNotice overview={overview} short={overview.sign_budget_spent} />
          <Box {...panel} as="section" aria-labelledby="sign-rules-title">
            <Heading as="h2" size="sm" mb="2" id="sign-rules-title"><FormattedMessage id="rewards.rules.how" defaultMessage="How it works" /></Heading>
            <Stack as="ul" gap="1" ps="5">
              <li><FormattedMessage id="rewards.rules.once" defaultMessage="Sign in once a day, for days 1 to 7 in a row; each day pays the reward below to your spot account." /></li>
              <li><FormattedMessage id="rewards.rules.zone" defaultMessage="A day is a calendar day in the {zone} time zone." values={{ zone: overview.time_zone }} /></li>
              <li><FormattedMessage id="rewards.rules.missed" defaultMessage="A missed day restarts the streak at day 1; after day 7 the next sign-in is day 1 again." /></li>
              <li><FormattedMessage id="rewards.rules.withdrawable" defaultMessage="Sign-in rewards are withdrawable." /></li>
              <li><BudgetStatement overview={overview} /></li>
            </Stack>
          </Box>
          <DataTable label={title} columns={[
            { header: <FormattedMessage id="rewards.rules.day" defaultMessage="Day" /> },
            { header: <FormattedMessage id="rewards.rules.reward" defaultMessage="Reward" />, end: true },
          ]}>
            {overview.sign_rewards.map((reward, i) => (
              <Table.Row key={i}>
                <Table.Cell><FormattedMessage id="rewards.days.day" defaultMessage="Day {day}" values={{ day: i + 1 }} /></Table.Cell>
                <Table.Cell textAlign="end"><Figure>{fmt.amount(reward, overview.asset)}</Figure></Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
          <ButtonLink to="/sign" alignSelf="start"><FormattedMessage id="rewards.rules.go" defaultMessage="Go to the sign-in" /></ButtonLink>
        </>
      )}
    </RewardsFrame>
  );
}

export function SignRuleScreen() {
  return <SignRuleView flow={useRewardsFlow()} />;
}
