// /table1 (spot account) and /table2 (contract account) of the assets area: balances as the server
// states them (decimal strings, shown as given). Views of the assets flow.
import { useMemo } from 'react';
import { Button, Card, HStack, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { NO_TRADES, PriceWithSource } from '../../components/market/MarketFigures';
import { assetsEvents, selectAssetsRefusal, selectAssetsStage, selectBalances, type assetsFlow, type Balances } from '../../machines/assets.flow';
import { useAssetsFlow } from './use-funds-flows';
import { DataTable } from '../../components/ui/DataTable';

type AssetsActor = ActorRefFrom<typeof assetsFlow>;

function BalancesFrame({ flow, children }: { flow: AssetsActor; children(balances: Balances): React.ReactNode }) {
  const events = useMemo(() => assetsEvents(flow), [flow]);
  const stage = useSelector(flow, selectAssetsStage);
  const balances = useSelector(flow, selectBalances);
  const refusal = useSelector(flow, selectAssetsRefusal);
  if (stage === 'failed') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  if (stage === 'loading' || !balances) return <PageLoading />;
  return (
    <Stack gap="4">
      {children(balances)}
      <HStack gap="4">
        <RouterTextLink to="/recharge"><FormattedMessage id="funds.assets.deposit" defaultMessage="Deposit" /></RouterTextLink>
        <RouterTextLink to="/transfer"><FormattedMessage id="funds.assets.transfer" defaultMessage="Transfer between accounts" /></RouterTextLink>
        <Button size="xs" variant="ghost" onClick={events.refresh}><FormattedMessage id="funds.assets.refresh" defaultMessage="Refresh" /></Button>
      </HStack>
    </Stack>
  );
}

export function SpotAccountScreen() {
  const intl = useIntl();
  const flow = useAssetsFlow();
  return (
    <BalancesFrame flow={flow}>
      {(b) => (
        <>
          <Card.Root>
            <Card.Body>
              <Stat.Root>
                <Stat.Label><FormattedMessage id="funds.spot.total" defaultMessage="Total value (USDT)" /></Stat.Label>
                <Stat.ValueText data-testid="spot-total">{b.total_usdt}</Stat.ValueText>
                {/* In the stat's <dl>, the note is a description of the value too. */}
                <Stat.HelpText as="dd">
                  <FormattedMessage
                    id="funds.spot.valueNote"
                    defaultMessage="Each asset is valued at its USDT market's last price: the last trade, or the reference price (marked “Reference”) while the market has no recent trade inside its order book."
                  />
                </Stat.HelpText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
          <DataTable
            label={intl.formatMessage({ id: 'funds.spot.table', defaultMessage: 'Spot account balances' })}
            columns={[
              { header: <FormattedMessage id="funds.col.currency" defaultMessage="Currency" /> },
              { header: <FormattedMessage id="funds.col.available" defaultMessage="Available" />, end: true },
              { header: <FormattedMessage id="funds.col.frozen" defaultMessage="Frozen" />, end: true },
              { header: <FormattedMessage id="funds.col.price" defaultMessage="Price (USDT)" />, end: true },
              { header: <FormattedMessage id="funds.col.usdtValue" defaultMessage="Value (USDT)" />, end: true },
            ]}
          >
            {b.spot.map((a) => (
              <Table.Row key={a.currency}>
                <Table.Cell fontWeight="medium">{a.currency}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{a.available}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{a.frozen}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {a.usdt_price === null ? NO_TRADES : <PriceWithSource price={a.usdt_price} source={a.price_source ?? 'trade'} />}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{a.usdt_value}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </>
      )}
    </BalancesFrame>
  );
}

export function ContractAccountScreen() {
  const intl = useIntl();
  const flow = useAssetsFlow();
  return (
    <BalancesFrame flow={flow}>
      {(b) => (
        <>
          <Text color="fg.muted">
            <FormattedMessage
              id="funds.contract.explain"
              defaultMessage="The contract account holds the margin for leveraged contracts, apart from your spot account. Move funds here with a transfer, and back to spot at any time. Balances below come from your ledger."
            />
          </Text>
          {b.contract.length === 0 ? (
            <Text py="4"><FormattedMessage id="funds.contract.empty" defaultMessage="Your contract account is empty." /></Text>
          ) : (
            <DataTable
              label={intl.formatMessage({ id: 'funds.contract.table', defaultMessage: 'Contract account balances' })}
              columns={[
                { header: <FormattedMessage id="funds.col.currency" defaultMessage="Currency" /> },
                { header: <FormattedMessage id="funds.col.balance" defaultMessage="Balance" />, end: true },
              ]}
            >
              {b.contract.map((a) => (
                <Table.Row key={a.currency}>
                  <Table.Cell fontWeight="medium">{a.currency}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{a.balance}</Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          )}
        </>
      )}
    </BalancesFrame>
  );
}
