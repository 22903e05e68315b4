// The order book (asks above, bids below, the last price between) and the recent trades of /deal.
// Both are views of the live market flow, which applies a frame's updates at once.
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { NO_PRICE } from '../../components/market/MarketFigures';
import { selectAsks, selectBids, selectDetails, selectTrades, type Level, type OrderBookActor } from '../../machines/order-book.flow';

const ROWS = 12;

function LevelRow({ level, color }: { level: Level; color: string }) {
  return (
    <Flex justify="space-between" fontFamily="mono" fontSize="xs" px="1">
      <Text color={color}>{level[0]}</Text>
      <Text>{level[1]}</Text>
    </Flex>
  );
}

export function OrderBookPanel({ flow }: { flow: OrderBookActor }) {
  const intl = useIntl();
  const bids = useSelector(flow, selectBids);
  const asks = useSelector(flow, selectAsks);
  const price = useSelector(flow, (s) => selectDetails(s)?.ticker.price);
  return (
    <Box as="section" aria-label={intl.formatMessage({ id: 'spot.book.title', defaultMessage: 'Order book' })}>
      <Heading as="h2" size="sm" mb="2"><FormattedMessage id="spot.book.title" defaultMessage="Order book" /></Heading>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" px="1">
        <Text><FormattedMessage id="spot.book.price" defaultMessage="Price" /></Text>
        <Text><FormattedMessage id="spot.book.amount" defaultMessage="Amount" /></Text>
      </Flex>
      <Stack gap="0" aria-label={intl.formatMessage({ id: 'spot.book.asks', defaultMessage: 'Sell orders' })}>
        {asks.slice(0, ROWS).reverse().map((l) => <LevelRow key={l[0]} level={l} color="red.400" />)}
      </Stack>
      <Text fontFamily="mono" fontWeight="bold" py="1" px="1" data-testid="book-price">{price === undefined ? '' : price ?? NO_PRICE}</Text>
      <Stack gap="0" aria-label={intl.formatMessage({ id: 'spot.book.bids', defaultMessage: 'Buy orders' })}>
        {bids.slice(0, ROWS).map((l) => <LevelRow key={l[0]} level={l} color="green.400" />)}
      </Stack>
    </Box>
  );
}

export function TradesPanel({ flow }: { flow: OrderBookActor }) {
  const intl = useIntl();
  const trades = useSelector(flow, selectTrades);
  return (
    <Box as="section" aria-label={intl.formatMessage({ id: 'spot.trades.title', defaultMessage: 'Recent trades' })}>
      <Heading as="h2" size="sm" mb="2"><FormattedMessage id="spot.trades.title" defaultMessage="Recent trades" /></Heading>
      {trades.length === 0 && <Text fontSize="sm" color="fg.muted"><FormattedMessage id="spot.trades.none" defaultMessage="No trades yet." /></Text>}
      <Stack gap="0">
        {trades.slice(0, 20).map((t) => (
          <Flex key={t.id} justify="space-between" fontFamily="mono" fontSize="xs" px="1">
            <Text color={t.side === 'buy' ? 'green.400' : 'red.400'}>{t.price}</Text>
            <Text>{t.amount}</Text>
            <Text color="fg.muted"><FormattedTime value={t.at} hour="2-digit" minute="2-digit" second="2-digit" /></Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
