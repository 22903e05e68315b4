// /market (spec §2): tabs for favourites (members), contracts (their marks) and coins; live prices,
// 24 h change and volume from the order book, search and sorting. A view of the market list flow.
import { useMemo } from 'react';
import { Box, Button, Heading, IconButton, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { FilterTabs } from '../../components/forms/FilterTabs';
import { useSessionSelector } from '../../app/platform-context';
import { staticClass } from '../../app/static-classes';
import { selectIsMember } from '../../machines/session.selectors';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { MarketCells } from '../../components/market/MarketFigures';
import {
  marketListEvents, selectIsSimulated, selectMarketQuery, selectMarketRefusal, selectMarketSort, selectMarketStage, selectMarketTab, selectTogglingFavourite,
  selectVisibleMarkets, type MarketListActor, type MarketSortKey,
} from '../../machines/market-list.flow';
import { useMarketList } from './use-market-list';
import { ContractsTable } from './ContractsTable';
import { TableScroll } from '../../components/ui/TableScroll';

function SortHeader({ flow, column, label, end }: { flow: MarketListActor; column: MarketSortKey; label: string; end?: boolean }) {
  const sort = useSelector(flow, selectMarketSort);
  const active = sort.key === column;
  return (
    <Table.ColumnHeader textAlign={end ? 'end' : 'start'} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <Button variant="ghost" size="xs" onClick={() => marketListEvents(flow).sortBy(column)}>
        {label}{active ? (sort.descending ? ' ↓' : ' ↑') : ''}
      </Button>
    </Table.ColumnHeader>
  );
}

function MarketTable({ flow, member }: { flow: MarketListActor; member: boolean }) {
  const intl = useIntl();
  const events = useMemo(() => marketListEvents(flow), [flow]);
  const rows = useSelector(flow, selectVisibleMarkets);
  const toggling = useSelector(flow, selectTogglingFavourite);
  const tab = useSelector(flow, selectMarketTab);
  if (rows.length === 0) {
    return (
      <Text py="8" textAlign="center" color="fg.muted">
        {tab === 'favourites'
          ? <FormattedMessage id="market.favourites.empty" defaultMessage="No favourites yet. Mark a market with the star to keep it here." />
          : <FormattedMessage id="market.empty" defaultMessage="No markets to show." />}
      </Text>
    );
  }
  return (
    <TableScroll><Table.Root size="sm" aria-label={intl.formatMessage({ id: 'market.table', defaultMessage: 'Spot markets' })}>
      <Table.Header>
        <Table.Row>
          {member && <Table.ColumnHeader width="1" />}
          <SortHeader flow={flow} column="symbol" label={intl.formatMessage({ id: 'market.column.pair', defaultMessage: 'Pair' })} />
          <SortHeader flow={flow} column="price" end label={intl.formatMessage({ id: 'market.column.price', defaultMessage: 'Last price' })} />
          <SortHeader flow={flow} column="change" end label={intl.formatMessage({ id: 'market.column.change', defaultMessage: '24h change' })} />
          <SortHeader flow={flow} column="volume" end label={intl.formatMessage({ id: 'market.column.volume', defaultMessage: '24h volume' })} />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((m) => (
          <tr key={m.symbol} className={staticClass.tableRow}>
            {member && (
              <td className={staticClass.tableCell}>
                <IconButton
                  size="xs" variant="ghost" disabled={toggling} onClick={() => events.toggleFavourite(m.symbol)}
                  aria-pressed={m.favourite}
                  aria-label={m.favourite
                    ? intl.formatMessage({ id: 'market.favourite.remove', defaultMessage: 'Remove {pair} from favourites' }, { pair: `${m.base}/${m.quote}` })
                    : intl.formatMessage({ id: 'market.favourite.add', defaultMessage: 'Add {pair} to favourites' }, { pair: `${m.base}/${m.quote}` })}
                >
                  {m.favourite ? '★' : '☆'}
                </IconButton>
              </td>
            )}
            <MarketCells market={m} />
          </tr>
        ))}
      </Table.Body>
    </Table.Root></TableScroll>
  );
}

export default function MarketScreen() {
  const intl = useIntl();
  const flow = useMarketList('coins');
  const events = useMemo(() => marketListEvents(flow), [flow]);
  const stage = useSelector(flow, selectMarketStage);
  const refusal = useSelector(flow, selectMarketRefusal);
  const tab = useSelector(flow, selectMarketTab);
  const query = useSelector(flow, selectMarketQuery);
  const member = useSessionSelector(selectIsMember);
  const simulated = useSelector(flow, selectIsSimulated);

  let body;
  if (stage === 'loading') body = <PageLoading />;
  else if (stage === 'unavailable') body = <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  else if (tab === 'contracts') {
    body = <ContractsTable />;
  } else if (tab === 'favourites' && !member) {
    body = (
      <Text py="8" textAlign="center">
        <FormattedMessage
          id="market.favourites.login"
          defaultMessage="<link>Log in</link> to keep your favourite markets here."
          values={{ link: (chunks) => <Link asChild><RouterLink to="/login?redirect=%2Fmarket">{chunks}</RouterLink></Link> }}
        />
      </Text>
    );
  } else body = <MarketTable flow={flow} member={member} />;

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg"><FormattedMessage id="market.title" defaultMessage="Markets" /></Heading>
      <Text fontSize="sm" color="fg.muted" role="note">
        <FormattedMessage
          id="market.priceNote"
          defaultMessage="The last price is the last trade here while it is recent and inside the order book; otherwise it is the reference price, marked “Reference”. 24h figures count the trades here in the last 24 hours (— when there were none)."
        />
      </Text>
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="5">
        <FilterTabs
          colorPalette="brand"
          label={intl.formatMessage({ id: 'market.tabs', defaultMessage: 'Market groups' })}
          value={tab}
          onChange={events.chooseTab}
          tabs={[
            { value: 'favourites', label: <FormattedMessage id="market.tab.favourites" defaultMessage="Favourites" /> },
            { value: 'contracts', label: <FormattedMessage id="market.tab.contracts" defaultMessage="Contracts" /> },
            { value: 'coins', label: <FormattedMessage id="market.tab.coins" defaultMessage="Coins" /> },
          ]}
        >
          <Input
            my="3" maxW="xs" value={query} onChange={(e) => events.search(e.target.value)}
            aria-label={intl.formatMessage({ id: 'market.search', defaultMessage: 'Search markets' })}
            placeholder={intl.formatMessage({ id: 'market.search', defaultMessage: 'Search markets' })}
          />
          <RefusalAlert refusal={stage === 'live' ? refusal : null} />
          {body}
        </FilterTabs>
      </Box>
      {/* Below the list: it is known only once the list has loaded, and must not push the list down. */}
      {simulated && (
        <Text fontSize="sm" color="fg.muted" role="note">
          <FormattedMessage id="market.simulated" defaultMessage="Simulated market: the reference prices of this deployment come from a simulator." />
        </Text>
      )}
    </Stack>
  );
}
