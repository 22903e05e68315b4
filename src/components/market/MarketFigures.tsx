// A market's price and 24 h change as the server states them: a price that follows the reference
// feed (no recent trade inside the book) carries a "Reference" mark; a 24 h figure of a market
// without trades in the last day, or the price of a market with neither a trade nor a reference
// price, shows a dash, never an invented number. Also a market's cells in
// a list of markets (home and /market).
import { Badge, HStack, Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { MarketRow } from '../../machines/market-list.flow';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';

export type PriceSource = 'trade' | 'reference';

/** The dash shown for a 24 h figure when the market had no trades in the last 24 hours. */
export const NO_TRADES = '—';

/** The dash shown for a market's price while it has neither a trade nor a reference price (a new coin's market). */
export const NO_PRICE = '—';

export function ReferenceMark({ source }: { source: PriceSource | null | undefined }) {
  if (source !== 'reference') return null;
  return (
    <Badge size="xs" variant="subtle" colorPalette="gray" data-testid="reference-mark">
      <FormattedMessage id="market.priceSource.reference" defaultMessage="Reference" />
    </Badge>
  );
}

/** A market's price and its mark; a dash while the market has no price (no trade, no reference), never 0. */
export function PriceWithSource({ price, source, fontSize }: { price: string | null; source: PriceSource | null; fontSize?: string }) {
  const fmt = useFormat();
  if (price === null) return <Text as="span" fontFamily="mono" fontSize={fontSize} color="fg.muted" data-testid="no-price">{NO_PRICE}</Text>;
  return (
    <HStack as="span" gap="1" justify="end" display="inline-flex">
      <Text as="span" fontFamily="mono" fontSize={fontSize}><Figure>{fmt.decimal(price)}</Figure></Text>
      <ReferenceMark source={source} />
    </HStack>
  );
}

export function ChangeText({ change }: { change: string | null }) {
  const fmt = useFormat();
  if (change === null) return <Text as="span" fontFamily="mono" color="fg.muted">{NO_TRADES}</Text>;
  return <Text as="span" fontFamily="mono" color={change.startsWith('-') ? 'red.400' : 'green.400'}><Figure>{fmt.change(change)}</Figure></Text>;
}

/** A market's cells in a list of markets: its pair (a link to trade it), price, 24 h change and volume. */
export function MarketCells({ market: m }: { market: MarketRow }) {
  const fmt = useFormat();
  return (
    <>
      <Table.Cell><Link asChild><RouterLink to={`/deal?symbol=${m.symbol}`}>{m.base}/{m.quote}</RouterLink></Link></Table.Cell>
      <Table.Cell textAlign="end"><PriceWithSource price={m.price} source={m.price_source} /></Table.Cell>
      <Table.Cell textAlign="end"><ChangeText change={m.change_24h} /></Table.Cell>
      <Table.Cell textAlign="end" fontFamily="mono"><Figure>{fmt.amount(m.volume_24h, m.base)}</Figure></Table.Cell>
    </>
  );
}
