// Pieces of the new-coin screens (the phase badges are in phase-badge.tsx): every term of a
// project as label and figure, the stated allocation rule, and a subscription's state.
import { Badge, Box, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import type { NewcoinProject, Subscription } from '../../machines/launchpad-math';
import { FigureRow, When } from '../contract/contract-parts';

/** Every term of a project, as the zone card and the subscribe page show them. */
export function ProjectTerms({ project }: { project: NewcoinProject }) {
  const fmt = useFormat();
  const coins = (value: string) => <Figure>{fmt.amount(value, project.symbol)}</Figure>;
  return (
    <Stack gap="1" data-testid="project-terms">
      <FigureRow label={<FormattedMessage id="launchpad.terms.price" defaultMessage="Issue price" />} value={<Figure>{fmt.amount(project.issue_price, 'USDT')}</Figure>} />
      <FigureRow label={<FormattedMessage id="launchpad.terms.quantity" defaultMessage="Quantity for sale" />} value={coins(project.quantity)} />
      <FigureRow label={<FormattedMessage id="launchpad.terms.circulation" defaultMessage="Circulation" />} value={coins(project.circulation)} />
      <FigureRow label={<FormattedMessage id="launchpad.terms.remaining" defaultMessage="Remaining" />} value={coins(project.remaining)} />
      <FigureRow label={<FormattedMessage id="launchpad.terms.subscribers" defaultMessage="Subscribers" />} value={<Figure>{project.subscribers}</Figure>} />
      <FigureRow label={<FormattedMessage id="launchpad.terms.lot" defaultMessage="One lot" />} value={coins(project.lot)} />
      <FigureRow
        label={<FormattedMessage id="launchpad.terms.perUser" defaultMessage="Per user" />}
        value={<FormattedMessage id="launchpad.terms.perUserRange" defaultMessage="{min} to {max}" values={{ min: coins(project.min_per_user), max: coins(project.max_per_user) }} />}
      />
      <FigureRow
        label={<FormattedMessage id="launchpad.terms.window" defaultMessage="Subscription window" />}
        value={<FormattedMessage id="launchpad.terms.windowRange" defaultMessage="{start} to {end}" values={{ start: <When at={project.starts_at} />, end: <When at={project.ends_at} /> }} />}
      />
      <FigureRow label={<FormattedMessage id="launchpad.terms.listing" defaultMessage="Listing date" />} value={<When at={project.listing_at} />} />
      <FigureRow
        label={<FormattedMessage id="launchpad.terms.lock" defaultMessage="Lock after allocation" />}
        value={<FormattedMessage id="launchpad.terms.lockDays" defaultMessage="{days, plural, =0 {none} one {# day} other {# days}}" values={{ days: project.lock_days }} />}
      />
    </Stack>
  );
}

/** The allocation rule the server applies when the window closes, stated before anyone subscribes. */
export function AllocationRule() {
  return (
    <Box as="section" aria-labelledby="allocation-rule-title" data-testid="allocation-rule">
      <Text as="h2" id="allocation-rule-title" fontWeight="semibold" mb="1">
        <FormattedMessage id="launchpad.rule.title" defaultMessage="How coins are allocated" />
      </Text>
      <List.Root ps="5" gap="1" fontSize="sm">
        <List.Item><FormattedMessage id="launchpad.rule.full" defaultMessage="Everyone gets what they asked for when the total asked is within the quantity for sale." /></List.Item>
        <List.Item><FormattedMessage id="launchpad.rule.proRata" defaultMessage="Otherwise each gets their share pro rata, rounded down to whole lots; the lots left over go one each to the largest remainders, the earlier subscription first on ties." /></List.Item>
        <List.Item><FormattedMessage id="launchpad.rule.unfreeze" defaultMessage="Unused USDT is unfrozen at once when the window closes." /></List.Item>
        <List.Item><FormattedMessage id="launchpad.rule.lock" defaultMessage="Allocated coins are locked for the lock days, then released to your spot account." /></List.Item>
        <List.Item><FormattedMessage id="launchpad.rule.listing" defaultMessage="The market opens at the listing time with an empty order book: the first orders set the price." /></List.Item>
      </List.Root>
    </Box>
  );
}

export function SubscriptionStateBadge({ subscription }: { subscription: Subscription }) {
  switch (subscription.state) {
    case 'passed': return <Badge colorPalette="green"><FormattedMessage id="launchpad.state.passed" defaultMessage="Passed" /></Badge>;
    case 'failed': return <Badge colorPalette="red"><FormattedMessage id="launchpad.state.failed" defaultMessage="Did not pass" /></Badge>;
    case 'released': return <Badge><FormattedMessage id="launchpad.state.released" defaultMessage="Released" /></Badge>;
    default: return <Badge colorPalette="blue"><FormattedMessage id="launchpad.state.review" defaultMessage="Under review" /></Badge>;
  }
}
