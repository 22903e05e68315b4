// /deal_jg, timed (delivery) contracts, spec §2 and §3: the instruments with their live reference
// prices, the chosen one's table of durations, payouts and stake ranges, the rules (purchase and
// settlement prices, void window, the platform as counterparty, the open-stake cap), and the order
// panel. Everything the server applies is shown before the user buys (DESIGN §2 rule 2).
import { useCallback, useMemo } from 'react';
import { Box, Grid, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { DataTable } from '../../components/ui/DataTable';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { openRoom } from '../../machines/delivery-buy.flow';
import {
  deliveryDeskEvents, selectChosenProduct, selectDesk, selectDeskRefusal, selectDeskStage, type DeliveryDeskActor,
} from '../../machines/delivery-desk.flow';
import { panel, When } from '../contract/contract-parts';
import { ReplayedNotice } from '../contract/ReplayedNotice';
import { BuyPanel } from './BuyPanel';
import { DeliveryRules, PayoutTable } from './delivery-parts';
import { useDeliveryDeskFlow } from './use-delivery';

function ProductList({ flow, chosen }: { flow: DeliveryDeskActor; chosen: string }) {
  const intl = useIntl();
  const fmt = useFormat();
  const desk = useSelector(flow, selectDesk)!;
  return (
    <Box as="nav" {...panel} aria-label={intl.formatMessage({ id: 'delivery.list.label', defaultMessage: 'Timed contract instruments' })}>
      <DataTable
        label={intl.formatMessage({ id: 'delivery.list.table', defaultMessage: 'Instruments and reference prices' })}
        columns={[
          { header: <FormattedMessage id="delivery.list.instrument" defaultMessage="Instrument" /> },
          { header: <FormattedMessage id="delivery.list.price" defaultMessage="Reference price" />, end: true },
        ]}
      >
        {desk.products.map((p) => (
          <Table.Row key={p.symbol} aria-current={p.symbol === chosen ? 'true' : undefined} bg={p.symbol === chosen ? 'bg.muted' : undefined}>
            <Table.Cell>
              <Link asChild><RouterLink to={`/deal_jg?symbol=${p.symbol}`}>{p.symbol}</RouterLink></Link>
              <Text fontSize="xs" color="fg.muted">{p.name}</Text>
            </Table.Cell>
            <Table.Cell textAlign="end" fontFamily="mono"><Figure>{p.mark.price === null ? '—' : fmt.decimal(p.mark.price)}</Figure></Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Box>
  );
}

function Desk({ flow }: { flow: DeliveryDeskActor }) {
  const fmt = useFormat();
  const desk = useSelector(flow, selectDesk)!;
  const product = useSelector(flow, selectChosenProduct);
  const events = useMemo(() => deliveryDeskEvents(flow), [flow]);
  const onBought = useCallback(() => events.refresh(), [events]);
  if (!desk.enabled) {
    return <Notice status="info" role="note"><FormattedMessage id="delivery.off" defaultMessage="Timed contracts are not offered on this platform." /></Notice>;
  }
  if (!product) {
    return <Text py="8" textAlign="center" color="fg.muted"><FormattedMessage id="delivery.none" defaultMessage="No instrument offers timed contracts now." /></Text>;
  }
  return (
    <Stack gap="4">
      <ReplayedNotice replayed={desk.replayed} />
      <Box {...panel}>
        <Heading as="h1" size="lg">
          <FormattedMessage id="delivery.title" defaultMessage="Timed contracts: {symbol}" values={{ symbol: product.symbol }} />
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="delivery.mark"
            defaultMessage="Reference price {price} ({source}), as of {at}"
            values={{
              price: <Figure>{product.mark.price === null ? '—' : fmt.amount(product.mark.price, 'USDT')}</Figure>,
              source: desk.source,
              at: product.mark.at === null ? '—' : <When at={product.mark.at} />,
            }}
          />
        </Text>
      </Box>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr) 340px' }} gap="4" alignItems="start">
        <Box order={{ base: 3, lg: 0 }} minW="0"><ProductList flow={flow} chosen={product.symbol} /></Box>
        <Stack gap="4" minW="0" order={{ base: 2, lg: 0 }}>
          <Box {...panel}><PayoutTable product={product} /></Box>
          <Box {...panel} as="section" aria-labelledby="delivery-rules-title">
            <Heading as="h2" size="sm" mb="2" id="delivery-rules-title"><FormattedMessage id="delivery.rules.title" defaultMessage="How a timed order settles" /></Heading>
            <DeliveryRules voidAfterMs={desk.void_after_ms} />
            <Text fontSize="sm" mt="2">
              <FormattedMessage
                id="delivery.rules.cap"
                defaultMessage="The platform takes at most {cap} USDT of open stake on {symbol} per direction; room now: up {up}, down {down}."
                values={{
                  cap: <Figure>{fmt.decimal(product.max_open_stake)}</Figure>, symbol: product.symbol,
                  up: <Figure>{fmt.decimal(openRoom(product, 'up'))}</Figure>, down: <Figure>{fmt.decimal(openRoom(product, 'down'))}</Figure>,
                }}
              />
            </Text>
          </Box>
        </Stack>
        <Box {...panel} order={{ base: 1, lg: 0 }} minW="0">
          <BuyPanel key={product.symbol} product={product} available={desk.available} acknowledged={desk.acknowledged} onBought={onBought} />
        </Box>
      </Grid>
    </Stack>
  );
}

/** The screen over a running desk flow. */
export function DeliveryTradeView({ flow }: { flow: DeliveryDeskActor }) {
  const stage = useSelector(flow, selectDeskStage);
  const refusal = useSelector(flow, selectDeskRefusal);
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={deliveryDeskEvents(flow).retry} />;
  if (stage === 'loading') return <PageLoading />;
  return <Desk flow={flow} />;
}

function DeliveryTrade({ symbol }: { symbol: string }) {
  const flow = useDeliveryDeskFlow(symbol);
  return <DeliveryTradeView flow={flow} />;
}

export function DeliveryTradeScreen() {
  const [params] = useSearchParams();
  const asked = (params.get('symbol') ?? '').toUpperCase();
  const symbol = /^[A-Z0-9]{2,20}$/.test(asked) ? asked : '';
  return <DeliveryTrade key={symbol} symbol={symbol} />;
}
