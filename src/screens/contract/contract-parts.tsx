// The pieces every contract trade screen shows before the user acts (DESIGN §2 rule 2): why an
// instrument is paused, the counterparty and spread disclosure, the
// instrument's rules, the figures of an open (entry, notional, margin, fee, liquidation), the
// leverage risk notice, and a problem of a field in the server's own words.
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Notice } from '../../components/feedback/Notice';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import type { OpenPreview } from '../../machines/contract-preview';
import type { ContractInstrument, FieldProblem, OpenBlock } from '../../machines/contract-trade.flow';

export const panel = { bg: 'bg.panel', borderWidth: '1px', rounded: 'lg', p: '4' } as const;


export const When = ({ at }: { at: number }) => <Figure><FormattedDate value={at} dateStyle="medium" timeZone="UTC" /> <FormattedTime value={at} timeStyle="medium" timeZone="UTC" /> UTC</Figure>;

/** A problem of a field, as the server would word it. */
export function useProblemText() {
  const intl = useIntl();
  return (problem: FieldProblem | undefined) =>
    problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined;
}

/** Why the instrument takes no opens or closes now; nothing when it does. */
export function PauseNotice({ instrument, reason }: { instrument: ContractInstrument; reason: OpenBlock | null }) {
  if (!reason) return null;
  const symbol = instrument.symbol;
  const opensAt = instrument.mark.opens_at;
  return (
    <Notice status="warning" role="note" data-testid="pause-notice">
      {reason === 'stale' && <FormattedMessage id="contract.paused.stale" defaultMessage="{symbol} is paused: its price feed has sent no fresh price. Opening and closing wait until fresh prices return." values={{ symbol }} />}
      {reason === 'jump' && <FormattedMessage id="contract.paused.jump" defaultMessage="{symbol} is paused: its last price jumped further than allowed from the one before. Opening and closing wait until steady prices return." values={{ symbol }} />}
      {reason === 'closed' && (opensAt !== null
        ? <FormattedMessage id="contract.paused.closedUntil" defaultMessage="The {symbol} market is closed (trading hours: {hours}). It opens at {opensAt}." values={{ symbol, hours: instrument.hours, opensAt: <When at={opensAt} /> }} />
        : <FormattedMessage id="contract.paused.closed" defaultMessage="The {symbol} market is closed (trading hours: {hours})." values={{ symbol, hours: instrument.hours }} />)}
      {reason === 'disabled' && <FormattedMessage id="contract.paused.disabled" defaultMessage="The platform has switched off new {symbol} positions for now." values={{ symbol }} />}
      {reason === 'none' && <FormattedMessage id="contract.paused.none" defaultMessage="{symbol} has no price yet: opening waits for the first price of its feed." values={{ symbol }} />}
    </Notice>
  );
}

/** Who is on the other side, and at what price. */
export function CounterpartyDisclosure({ instrument, source }: { instrument: ContractInstrument; source: string }) {
  const fmt = useFormat();
  return (
    <Text fontSize="xs" color="fg.muted" role="note">
      <FormattedMessage
        id="contract.disclosure"
        defaultMessage="The platform is the other side of every position: your profit is its loss and your loss its profit. Positions open and close at the reference (mark) price from {source} plus or minus half of a disclosed spread of {spread}; there is no order book."
        values={{ source, spread: <Figure>{fmt.percent(instrument.spread_rate)}</Figure> }}
      />
    </Text>
  );
}

/**
 * A label and its figure on one line; on a phone a long label wraps in its own column (at least
 * 8rem), and a figure too wide for what is left moves under it, still at the line's end.
 */
export function FigureRow({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Flex justify="space-between" gap="3" fontSize="sm" wrap="wrap">
      <Text color="fg.muted" flex="1 1 8rem" minW="0">{label}</Text>
      <Text fontFamily="mono" textAlign="end" ms="auto">{value}</Text>
    </Flex>
  );
}

/** A close fee the margin cannot pay is waived: said wherever the close fee is shown before the user acts. */
export const CloseFeeWaivedText = () => (
  <FormattedMessage
    id="contract.terms.closeFeeWaived"
    defaultMessage="A close fee that the margin left after a loss cannot cover is waived: you never lose more than the position's margin."
  />
);

/** How every fill is priced and what a close fee the margin cannot pay becomes. */
export function FillTerms({ instrument }: { instrument: ContractInstrument }) {
  const fmt = useFormat();
  return (
    <Stack gap="1" fontSize="xs" color="fg.muted" role="note">
      <Text>
        <FormattedMessage
          id="contract.terms.fillRounding"
          defaultMessage="Fill prices: the mark plus or minus half the spread, rounded to the price step against you, so each open and close costs half the spread plus at most one price step ({step})."
          values={{ step: <Figure>{fmt.amount(instrument.price_step, 'USDT')}</Figure> }}
        />
      </Text>
      <Text><CloseFeeWaivedText /></Text>
    </Stack>
  );
}

/**
 * What a limit open does at its fill, as the server does it: it fills at the better of the limit and
 * the market fill; the margin and open fee taken at the limit stay, and the liquidation price is
 * worked out from the fill price with that margin (further from the entry for a long, a little
 * closer for a short, whose better fill is a higher price on the same margin).
 */
export function LimitFillTerms({ side }: { side: 'long' | 'short' }) {
  return (
    <Text fontSize="xs" color="fg.muted" role="note">
      <FormattedMessage
        id="contract.terms.limitFill"
        defaultMessage="A limit open fills when the mark reaches your limit price, at the better of the limit and the market fill price. If it fills better than the limit, the margin and open fee taken at the limit price stay as they are (nothing is returned), and the liquidation price is worked out from the fill price with that margin: {side, select, long {for a long the margin is then more than its leverage needs, so the liquidation price lies further below the entry.} other {for a short the margin is then a little less than its leverage would take at the higher price, so the liquidation price lies a little closer above the entry.}}"
        values={{ side }}
      />
    </Text>
  );
}

/** The instrument's rules, as the server applies them. */
export function RulesPanel({ instrument }: { instrument: ContractInstrument }) {
  const fmt = useFormat();
  const i = instrument;
  const fig = (text: string) => <Figure>{text}</Figure>;
  return (
    <Box as="section" {...panel} aria-labelledby="contract-rules-title">
      <Heading as="h2" size="sm" mb="2" id="contract-rules-title"><FormattedMessage id="contract.rules.title" defaultMessage="Contract rules" /></Heading>
      <Stack gap="1">
        <FigureRow label={<FormattedMessage id="contract.rules.size" defaultMessage="Contract size (one lot)" />} value={fig(fmt.amount(i.contract_size, i.unit))} />
        <FigureRow label={<FormattedMessage id="contract.rules.lots" defaultMessage="Lots (step, minimum, maximum)" />} value={fig(`${fmt.decimal(i.lot_step)} / ${fmt.decimal(i.min_lots)} / ${fmt.decimal(i.max_lots)}`)} />
        <FigureRow label={<FormattedMessage id="contract.rules.priceStep" defaultMessage="Price step" />} value={fig(fmt.amount(i.price_step, 'USDT'))} />
        <FigureRow label={<FormattedMessage id="contract.rules.fees" defaultMessage="Open fee / close fee (of the notional)" />} value={fig(`${fmt.percent(i.open_fee_rate)} / ${fmt.percent(i.close_fee_rate)}`)} />
        <FigureRow label={<FormattedMessage id="contract.rules.spread" defaultMessage="Spread (half on each side of the mark)" />} value={fig(fmt.percent(i.spread_rate))} />
        <FigureRow label={<FormattedMessage id="contract.rules.maintenance" defaultMessage="Maintenance margin rate" />} value={fig(fmt.percent(i.maintenance_margin_rate))} />
        <FigureRow label={<FormattedMessage id="contract.rules.financing" defaultMessage="Financing per day held over 00:00 UTC (of the notional)" />} value={fig(fmt.percent(i.financing_rate_daily))} />
        <FigureRow label={<FormattedMessage id="contract.rules.leverage" defaultMessage="Leverage up to" />} value={fig(`${i.max_leverage}x`)} />
        <FigureRow
          label={<FormattedMessage id="contract.rules.openInterest" defaultMessage="Platform's open lots (long / short / cap per side)" />}
          value={fig(`${fmt.decimal(i.open_interest.long)} / ${fmt.decimal(i.open_interest.short)} / ${fmt.decimal(i.open_interest_cap)}`)}
        />
        <FigureRow label={<FormattedMessage id="contract.rules.hours" defaultMessage="Trading hours" />} value={i.hours} />
      </Stack>
      <Box mt="3"><FillTerms instrument={i} /></Box>
    </Box>
  );
}

/** What opening would take and where the position would be liquidated. */
export function PreviewRows({ preview, instrument, available }: { preview: OpenPreview | null; instrument: ContractInstrument; available: string }) {
  const fmt = useFormat();
  const usdt = (text: string | undefined) => <Figure>{text === undefined ? '—' : fmt.amount(text, 'USDT')}</Figure>;
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="3" aria-live="polite">
      <FigureRow label={<FormattedMessage id="contract.preview.entry" defaultMessage="Entry price (estimate)" />} value={usdt(preview?.entry)} />
      <FigureRow label={<FormattedMessage id="contract.preview.notional" defaultMessage="Notional" />} value={usdt(preview?.notional)} />
      <FigureRow label={<FormattedMessage id="contract.preview.margin" defaultMessage="Margin" />} value={usdt(preview?.margin)} />
      <FigureRow
        label={<FormattedMessage id="contract.preview.fee" defaultMessage="Open fee ({rate})" values={{ rate: fmt.percent(instrument.open_fee_rate) }} />}
        value={usdt(preview?.fee)}
      />
      <FigureRow label={<FormattedMessage id="contract.preview.cost" defaultMessage="Taken from the contract account" />} value={usdt(preview?.cost)} />
      <FigureRow label={<FormattedMessage id="contract.preview.liquidation" defaultMessage="Liquidation price (estimate)" />} value={usdt(preview?.liquidation)} />
      <FigureRow label={<FormattedMessage id="contract.preview.maintenance" defaultMessage="Maintenance margin rate" />} value={<Figure>{fmt.percent(instrument.maintenance_margin_rate)}</Figure>} />
      <FigureRow label={<FormattedMessage id="contract.preview.financing" defaultMessage="Financing per day" />} value={<Figure>{fmt.percent(instrument.financing_rate_daily)}</Figure>} />
      <FigureRow label={<FormattedMessage id="contract.preview.available" defaultMessage="Available in the contract account" />} value={usdt(available)} />
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage
          id="contract.preview.note"
          defaultMessage="Estimates at the mark now: a market open is priced at the mark when the platform receives it. A close pays a {closeFee} fee; the position is liquidated at the mark when its margin plus profit falls to the maintenance margin, and you never lose more than its margin."
          values={{ closeFee: <Figure>{fmt.percent(instrument.close_fee_rate)}</Figure> }}
        />
      </Text>
    </Stack>
  );
}

/** The leverage risks, read once and acknowledged before the first open. */
export const contractRisks = [
  <FormattedMessage key="leverage" id="contract.risk.leverage" defaultMessage="Leverage magnifies losses as much as gains: at 10x, a 1% move against you costs 10% of your margin." />,
  <FormattedMessage key="counterparty" id="contract.risk.counterparty" defaultMessage="The platform is your counterparty: it takes the other side of every position, and what you win it pays, what you lose it keeps." />,
  <FormattedMessage key="liquidation" id="contract.risk.liquidation" defaultMessage="A position is liquidated at the mark price when its margin falls to the maintenance rate; it is then closed without asking you." />,
  <FormattedMessage key="cap" id="contract.risk.cap" defaultMessage="Your loss on a position is capped at its margin: the platform covers anything beyond it." />,
];
