// /sign, the daily sign-in: the seven days of the streak with each one's reward and state, the
// calendar day it is in the rules' time zone, and the sign-in of today. Said before signing: a
// spent budget, and that a missed day restarts the streak (the rules are on /signRule).
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { rewardsEvents, selectCanSign, selectRewardsStage, type RewardsActor } from '../../machines/rewards.flow';
import { BudgetNotice, RewardsFrame, SignDays } from './rewards-parts';
import { useRewardsFlow } from './use-rewards';

export function SignView({ flow }: { flow: RewardsActor }) {
  const intl = useIntl();
  const canSign = useSelector(flow, selectCanSign);
  const signing = useSelector(flow, selectRewardsStage) === 'signing';
  return (
    <RewardsFrame flow={flow} title={<FormattedMessage id="rewards.sign.title" defaultMessage="Daily sign-in" />}>
      {(overview) => (
        <>
          <BudgetNotice overview={overview} short={overview.sign_budget_spent} />
          <Text data-testid="sign-today">
            <FormattedMessage
              id="rewards.sign.today" defaultMessage="Today is {today} ({zone}). The next day starts at {next}. A missed day restarts the streak at day 1."
              values={{
                today: overview.today, zone: overview.time_zone,
                next: intl.formatDate(overview.next_day_at, { dateStyle: 'medium', timeStyle: 'short', timeZone: overview.time_zone }),
              }}
            />
          </Text>
          <SignDays overview={overview} />
          <Flex gap="3" align="center" wrap="wrap">
            <Button onClick={rewardsEvents(flow).sign} disabled={!canSign} loading={signing}>
              <FormattedMessage id="rewards.sign.button" defaultMessage="Sign in for today" />
            </Button>
            {overview.sign?.signed_today && (
              <Text data-testid="signed-today"><FormattedMessage id="rewards.sign.done" defaultMessage="You have signed in today. Come back tomorrow for the next day." /></Text>
            )}
          </Flex>
          <Stack gap="1">
            <RouterTextLink to="/signRule"><FormattedMessage id="rewards.sign.rules" defaultMessage="Sign-in rules" /></RouterTextLink>
            <RouterTextLink to="/benefits"><FormattedMessage id="rewards.sign.centre" defaultMessage="Reward centre" /></RouterTextLink>
          </Stack>
        </>
      )}
    </RewardsFrame>
  );
}

export function SignScreen() {
  return <SignView flow={useRewardsFlow()} />;
}
