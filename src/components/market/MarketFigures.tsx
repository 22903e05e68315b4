// A market's price and 24 h change as the server states them: a price that follows the reference
// feed (no recent trade inside the book) carries a "Reference" mark; a 24 h figure of a market
// without trades in the last day, or the price of a market with neither a trade nor a reference
// price, shows a dash, never an invented number. Also a market's cells in
// a list of markets (home and /market).
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { MarketRow } from '../../machines/market-list.flow';
import { staticClass } from '../../app/static-classes';
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
    <span className={staticClass.referenceMark} data-testid="reference-mark">
      <FormattedMessage id="market.priceSource.reference" defaultMessage="Reference" />
    </span>
  );
}

/** A market's price and its mark; a dash while the market has no price (no trade, no reference), never 0. */
export function PriceWithSource({ price, source, fontSize }: { price: string | null; source: PriceSource | null; fontSize?: 'xl' }) {
  const fmt = useFormat();
  if (price === null) return <span className={staticClass.mono} data-tone="muted" data-size={fontSize} data-testid="no-price">{NO_PRICE}</span>;
  return (
    <span className={staticClass.priceWithMark}>
      <span className={staticClass.mono} data-size={fontSize}><Figure>{fmt.decimal(price)}</Figure></span>
      <ReferenceMark source={source} />
    </span>
  );
}

export function ChangeText({ change }: { change: string | null }) {
  const fmt = useFormat();
  if (change === null) return <span className={staticClass.mono} data-tone="muted">{NO_TRADES}</span>;
  return <span className={staticClass.mono} data-tone={change.startsWith('-') ? 'down' : 'up'}><Figure>{fmt.change(change)}</Figure></span>;
}

/**
 * A market's cells in a list of markets: its pair (a link to trade it), price, 24 h change and
 * volume. Plain cells (src/app/static-classes.ts), drawn again only when their row changed: a
 * price tick replaces the rows it moved and keeps the others (market-list.flow's mergeTickers).
 */
export const MarketCells = memo(function MarketCells({ market: m }: { market: MarketRow }) {
  const fmt = useFormat();
  return (
    <>
      <td className={staticClass.tableCell}><RouterLink className={staticClass.link} to={`/deal?symbol=${m.symbol}`}>{m.base}/{m.quote}</RouterLink></td>
      <td className={staticClass.tableCell} data-end=""><PriceWithSource price={m.price} source={m.price_source} /></td>
      <td className={staticClass.tableCell} data-end=""><ChangeText change={m.change_24h} /></td>
      <td className={`${staticClass.tableCell} ${staticClass.mono}`} data-end=""><Figure>{fmt.amount(m.volume_24h, m.base)}</Figure></td>
    </>
  );
});
