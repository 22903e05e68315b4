// Pieces of the timed-contract screens: a duration in words, a direction's word, the product's
// table (every duration with its payout rate and stake range), and the risk notice.
import { List, Table } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../../components/ui/DataTable';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import type { DeliveryDirection } from '../../machines/delivery-buy.flow';
import type { DeliveryProduct } from '../../machines/delivery-desk.flow';
import { multiply } from '../../machines/spot-math';

/** A duration in the largest whole unit: 90 s stays seconds, 300 s is 5 minutes, 7200 s is 2 hours. */
export function DurationText({ seconds }: { seconds: number }) {
  if (seconds % 86_400 === 0) return <FormattedMessage id="delivery.duration.days" defaultMessage="{n, plural, one {# day} other {# days}}" values={{ n: seconds / 86_400 }} />;
  if (seconds % 3_600 === 0) return <FormattedMessage id="delivery.duration.hours" defaultMessage="{n, plural, one {# hour} other {# hours}}" values={{ n: seconds / 3_600 }} />;
  if (seconds % 60 === 0) return <FormattedMessage id="delivery.duration.minutes" defaultMessage="{n, plural, one {# minute} other {# minutes}}" values={{ n: seconds / 60 }} />;
  return <FormattedMessage id="delivery.duration.seconds" defaultMessage="{n, plural, one {# second} other {# seconds}}" values={{ n: seconds }} />;
}

export function DirectionWord({ direction }: { direction: DeliveryDirection }) {
  return direction === 'up'
    ? <FormattedMessage id="delivery.direction.up" defaultMessage="Up (bullish)" />
    : <FormattedMessage id="delivery.direction.down" defaultMessage="Down (bearish)" />;
}

/** A rate as a percentage ("0.85" → 85%). */
export const ratePercent = (rate: string) => `${multiply(rate, '100', 2)}%`;

/** Every duration of the product with what a right call pays and the stake range: the table the order is bought from. */
export function PayoutTable({ product }: { product: DeliveryProduct }) {
  const intl = useIntl();
  const fmt = useFormat();
  return (
    <DataTable
      label={intl.formatMessage({ id: 'delivery.table.label', defaultMessage: 'Timed contracts on {symbol}: durations and payouts' }, { symbol: product.symbol })}
      columns={[
        { header: <FormattedMessage id="delivery.table.duration" defaultMessage="Duration" /> },
        { header: <FormattedMessage id="delivery.table.payout" defaultMessage="Profit if right" />, end: true },
        { header: <FormattedMessage id="delivery.table.range" defaultMessage="Stake (USDT)" />, end: true },
      ]}
    >
      {product.durations.map((d) => (
        <Table.Row key={d.seconds}>
          <Table.Cell><DurationText seconds={d.seconds} /></Table.Cell>
          <Table.Cell textAlign="end"><Figure>{ratePercent(d.payout_rate)}</Figure></Table.Cell>
          <Table.Cell textAlign="end"><Figure>{fmt.decimal(d.min_stake)} – {fmt.decimal(d.max_stake)}</Figure></Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

/** The rules of every timed order, shown beside the table before anyone buys. */
export function DeliveryRules({ voidAfterMs }: { voidAfterMs: number }) {
  return (
    <List.Root ps="5" gap="1" fontSize="sm">
      <List.Item><FormattedMessage id="delivery.rules.price" defaultMessage="Your purchase price is the reference price when the order is accepted; the settlement price is the first reference price at or after the delivery time. Both are stored and shown with the order." /></List.Item>
      <List.Item><FormattedMessage id="delivery.rules.result" defaultMessage="Right call: your stake back plus the profit rate of your duration. Wrong call: you lose the whole stake. Equal prices: your stake is returned." /></List.Item>
      <List.Item><FormattedMessage id="delivery.rules.void" defaultMessage="No fresh, sane reference price within {seconds, plural, one {# second} other {# seconds}} after the delivery time: the order is void and your stake is returned." values={{ seconds: Math.round(voidAfterMs / 1000) }} /></List.Item>
      <List.Item><FormattedMessage id="delivery.rules.counterparty" defaultMessage="The platform is your counterparty: it pays what you win from its own account and keeps what you lose." /></List.Item>
    </List.Root>
  );
}

/** The risks of a timed order, read once and acknowledged before the first. */
export const deliveryRisks = [
  <FormattedMessage key="whole" id="delivery.risk.whole" defaultMessage="A wrong call loses the whole stake, however small the move against you." />,
  <FormattedMessage key="odds" id="delivery.risk.odds" defaultMessage="A right call earns the profit rate of the stake, a wrong call loses all of it: with a rate below 100%, calls that are right half the time lose money over many orders." />,
  <FormattedMessage key="counterparty" id="delivery.risk.counterparty" defaultMessage="The platform takes the other side of every order: what you lose it keeps." />,
];
