// One position as a card (spec §3 "Contract position" and more): side, leverage, entry and mark,
// margin and its ratio, liquidation price, TP/SL, lots, PnL, fees, financing, the close with its
// reason and any shortfall the platform covered, the price records of the open and the close, and
// the instrument's rules. A card stacks its facts in two columns on a phone, more on wider screens.
import type { ReactNode } from 'react';
import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Notice } from '../../components/feedback/Notice';
import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import type { PositionActionsActor } from '../../machines/contract-position-actions.flow';
import { isNegative, isPositive } from '../../machines/contract-position-math';
import type { ContractInstrument, ContractPosition } from '../../machines/contract-positions.flow';
import { add } from '../../machines/spot-math';
import { PositionActions } from './PositionActions';
import { CloseReasonLabel, PauseText, SideLabel, StateLabel } from './position-labels';
import { PriceRecordText } from './PriceRecordText';

/**
 * One fact of the card. On a phone a column is narrower than a long price with its unit, so a
 * figure may break between its number and its unit (never inside the number); words (a close
 * reason) are not set in the figures' monospace, which spaces out Arabic letters.
 */
function Fact({ label, children, words = false }: { label: ReactNode; children: ReactNode; words?: boolean }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text fontSize="sm" fontFamily={words ? undefined : 'mono'} overflowWrap="anywhere" css={{ '& bdi': { whiteSpace: 'normal' } }}>{children}</Text>
    </Box>
  );
}

const When = ({ at }: { at: number }) => <><FormattedDate value={at} />{' '}<FormattedTime value={at} hour="2-digit" minute="2-digit" second="2-digit" /></>;

export function PositionCard({ position: p, instrument, actions }: { position: ContractPosition; instrument: ContractInstrument | undefined; actions: PositionActionsActor }) {
  const fmt = useFormat();
  const usdt = (v: string | null) => (v === null ? '—' : <Figure>{fmt.amount(v, 'USDT')}</Figure>);
  const live = p.state === 'pending' || p.state === 'open' || p.state === 'closing';
  const ended = p.state === 'closed' || p.state === 'liquidated';
  const pnlColor = isNegative(p.pnl) ? 'red.fg' : isPositive(p.pnl) ? 'green.fg' : undefined;
  return (
    <Box as="article" borderWidth="1px" rounded="md" p="3" data-position-id={p.id} aria-label={`${p.symbol} ${p.id}`}>
      <HStack wrap="wrap" gap="2" mb="2">
        <Text fontWeight="semibold">{instrument ? `${instrument.name} · ${p.symbol}` : p.symbol}</Text>
        <Badge colorPalette={p.side === 'long' ? 'green' : 'red'}><SideLabel side={p.side} /></Badge>
        <Badge variant="outline">{`${p.leverage}x`}</Badge>
        <Text fontSize="sm" color="fg.muted"><StateLabel state={p.state} /></Text>
      </HStack>
      {live && instrument?.mark.paused && (
        <Notice status="warning" size="sm" mb="2" role="status"><PauseText instrument={instrument} /></Notice>
      )}
      <SimpleGrid columns={{ base: 2, md: 4, xl: 6 }} gap="3">
        <Fact label={<FormattedMessage id="contractPositions.field.lots" defaultMessage="Lots" />}>
          <Figure>{fmt.decimal(p.lots)}</Figure>
        </Fact>
        {p.state === 'pending' || p.entry_price === null
          ? <Fact label={<FormattedMessage id="contractPositions.field.limitPrice" defaultMessage="Limit price" />}>{usdt(p.limit_price)}</Fact>
          : <Fact label={<FormattedMessage id="contractPositions.field.entryPrice" defaultMessage="Position price" />}>{usdt(p.entry_price)}</Fact>}
        {live && <Fact label={<FormattedMessage id="contractPositions.field.markPrice" defaultMessage="Current (mark) price" />}>{usdt(p.mark_price)}</Fact>}
        <Fact label={<FormattedMessage id="contractPositions.field.margin" defaultMessage="Margin" />}>{usdt(p.margin)}</Fact>
        {live && <Fact label={<FormattedMessage id="contractPositions.field.liquidationPrice" defaultMessage="Liquidation price" />}>{usdt(p.liquidation_price)}</Fact>}
        {live && (
          <Fact label={<FormattedMessage id="contractPositions.field.marginRatio" defaultMessage="Margin ratio (liquidated at 1)" />}>
            {p.margin_ratio === null ? '—' : <Figure>{fmt.decimal(p.margin_ratio)}</Figure>}
          </Fact>
        )}
        <Fact label={<FormattedMessage id="contractPositions.field.takeProfit" defaultMessage="Take-profit" />}>{usdt(p.take_profit)}</Fact>
        <Fact label={<FormattedMessage id="contractPositions.field.stopLoss" defaultMessage="Stop-loss" />}>{usdt(p.stop_loss)}</Fact>
        <Fact label={ended
          ? <FormattedMessage id="contractPositions.field.pnlRealised" defaultMessage="Profit and loss" />
          : <FormattedMessage id="contractPositions.field.pnlUnrealised" defaultMessage="Profit and loss (at the mark)" />}
        >
          <Text as="span" color={pnlColor}>{usdt(p.pnl)}</Text>
        </Fact>
        <Fact label={<FormattedMessage id="contractPositions.field.fee" defaultMessage="Fee (open + close)" />}>{usdt(add(p.open_fee, p.close_fee))}</Fact>
        <Fact label={<FormattedMessage id="contractPositions.field.financing" defaultMessage="Financing" />}>{usdt(p.financing)}</Fact>
        {p.opened_at === null
          ? <Fact label={<FormattedMessage id="contractPositions.field.placedTime" defaultMessage="Order time" />}><When at={p.created_at} /></Fact>
          : <Fact label={<FormattedMessage id="contractPositions.field.openTime" defaultMessage="Open time" />}><When at={p.opened_at} /></Fact>}
        {ended && <Fact label={<FormattedMessage id="contractPositions.field.exitPrice" defaultMessage="Close price" />}>{usdt(p.exit_price)}</Fact>}
        {ended && (
          <Fact label={<FormattedMessage id="contractPositions.field.closeTime" defaultMessage="Close time" />}>
            {p.closed_at === null ? '—' : <When at={p.closed_at} />}
          </Fact>
        )}
        {p.close_reason && <Fact words label={<FormattedMessage id="contractPositions.field.closeReason" defaultMessage="Close reason" />}><CloseReasonLabel reason={p.close_reason} /></Fact>}
        {p.returned !== null && <Fact label={<FormattedMessage id="contractPositions.field.returned" defaultMessage="Returned to the contract account" />}>{usdt(p.returned)}</Fact>}
      </SimpleGrid>
      {p.shortfall !== null && isPositive(p.shortfall) && (
        <Notice status="info" size="sm" mt="2">
          <FormattedMessage id="contractPositions.shortfall" defaultMessage="Loss capped at margin: the platform covered {amount}." values={{ amount: usdt(p.shortfall) }} />
        </Notice>
      )}
      <Stack gap="0" mt="2">
        {p.open_record && (
          <Text fontSize="xs"><FormattedMessage id="contractPositions.record.open" defaultMessage="Opened at" />{' '}<PriceRecordText record={p.open_record} /></Text>
        )}
        {p.close_record && (
          <Text fontSize="xs"><FormattedMessage id="contractPositions.record.close" defaultMessage="Closed at" />{' '}<PriceRecordText record={p.close_record} /></Text>
        )}
      </Stack>
      {instrument && live && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          <FormattedMessage
            id="contractPositions.rules.line"
            defaultMessage="Spread {spread} · close fee {closeFee} · maintenance margin {maintenance} · financing {financing} a day · leverage up to {max}x"
            values={{
              spread: fmt.percent(instrument.spread_rate), closeFee: fmt.percent(instrument.close_fee_rate),
              maintenance: fmt.percent(instrument.maintenance_margin_rate), financing: fmt.percent(instrument.financing_rate_daily), max: instrument.max_leverage,
            }}
          />
        </Text>
      )}
      {live && <PositionActions position={p} instrument={instrument} actions={actions} />}
    </Box>
  );
}
