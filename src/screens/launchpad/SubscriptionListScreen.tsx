// /subscriptionList (user centre), the user's new-coin subscriptions: project, issue price, the
// quantity asked for and the USDT frozen, the state (under review; passed with the pass quantity,
// what was paid and what was unfrozen; did not pass; released), when the coins are released and
// when the market opens, and a link to the coin's spot market once it is listed. A view of the
// my-subscriptions flow.
import { Badge, Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import type { Subscription } from '../../machines/launchpad-math';
import {
  mySubscriptionsEvents, selectSubscriptions, selectSubscriptionsRefusal, selectSubscriptionsStage, type MySubscriptionsActor,
} from '../../machines/launchpad-subscriptions.flow';
import { FigureRow, panel, When } from '../contract/contract-parts';
import { SubscriptionStateBadge } from './launchpad-parts';
import { useMySubscriptionsFlow } from './use-launchpad';

function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const fmt = useFormat();
  const coins = (value: string) => <Figure>{fmt.amount(value, s.symbol)}</Figure>;
  const usdt = (value: string) => <Figure>{fmt.amount(value, 'USDT')}</Figure>;
  const listed = s.listed;
  return (
    <Box {...panel} as="article" data-testid="subscription" data-subscription-id={s.id} data-state={s.state}>
      <Flex gap="2" wrap="wrap" align="center" mb="2">
        <Heading as="h2" size="sm">{s.name} <Text as="span" color="fg.muted">{s.symbol}</Text></Heading>
        <SubscriptionStateBadge subscription={s} />
        {listed && <Badge><FormattedMessage id="launchpad.phase.listed" defaultMessage="Listed" /></Badge>}
      </Flex>
      <Stack gap="1">
        <FigureRow label={<FormattedMessage id="launchpad.terms.price" defaultMessage="Issue price" />} value={usdt(s.issue_price)} />
        <FigureRow label={<FormattedMessage id="launchpad.mine.quantity" defaultMessage="Subscribed" />} value={coins(s.quantity)} />
        <FigureRow label={<FormattedMessage id="launchpad.mine.frozen" defaultMessage="USDT frozen" />} value={usdt(s.frozen)} />
        {s.pass_quantity !== null && <FigureRow label={<FormattedMessage id="launchpad.mine.pass" defaultMessage="Pass quantity" />} value={coins(s.pass_quantity)} />}
        {s.paid !== null && <FigureRow label={<FormattedMessage id="launchpad.mine.paid" defaultMessage="Paid" />} value={usdt(s.paid)} />}
        {s.refunded !== null && <FigureRow label={<FormattedMessage id="launchpad.mine.unfrozen" defaultMessage="USDT unfrozen" />} value={usdt(s.refunded)} />}
        {s.state === 'review' && <FigureRow label={<FormattedMessage id="launchpad.mine.endsAt" defaultMessage="Window closes" />} value={<When at={s.ends_at} />} />}
        {s.state !== 'failed' && (
          <FigureRow
            label={s.state === 'released'
              ? <FormattedMessage id="launchpad.mine.releasedAt" defaultMessage="Released to spot" />
              : <FormattedMessage id="launchpad.mine.releaseAt" defaultMessage="Release time" />}
            value={<When at={s.released_at ?? s.release_at} />}
          />
        )}
        <FigureRow label={<FormattedMessage id="launchpad.mine.listingAt" defaultMessage="Listing time" />} value={<When at={s.listing_at} />} />
      </Stack>
      {listed && (
        <ButtonLink to={`/deal?symbol=${s.symbol}USDT`} size="sm" variant="outline" mt="3">
          <FormattedMessage id="launchpad.trade" defaultMessage="Trade {symbol}/USDT" values={{ symbol: s.symbol }} />
        </ButtonLink>
      )}
    </Box>
  );
}

function Subscriptions({ flow }: { flow: MySubscriptionsActor }) {
  const stage = useSelector(flow, selectSubscriptionsStage);
  const subscriptions = useSelector(flow, selectSubscriptions);
  const refusal = useSelector(flow, selectSubscriptionsRefusal);
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={mySubscriptionsEvents(flow).retry} />;
  if (stage === 'loading') return <PageLoading />;
  if (subscriptions.length === 0) {
    return <Text py="6" textAlign="center" color="fg.muted"><FormattedMessage id="launchpad.mine.empty" defaultMessage="You have no subscriptions yet." /></Text>;
  }
  return <Stack gap="3">{subscriptions.map((s) => <SubscriptionCard key={s.id} subscription={s} />)}</Stack>;
}

export function SubscriptionListScreen() {
  const flow = useMySubscriptionsFlow();
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="baseline" justify="space-between">
        <Heading as="h1" size="lg"><FormattedMessage id="launchpad.mine.title" defaultMessage="My subscriptions" /></Heading>
        <Link asChild fontSize="sm"><RouterLink to="/subscription"><FormattedMessage id="launchpad.zone.link" defaultMessage="New-coin zone" /></RouterLink></Link>
      </Flex>
      <Subscriptions flow={flow} />
    </Stack>
  );
}
