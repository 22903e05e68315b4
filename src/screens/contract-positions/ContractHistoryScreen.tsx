// /leverTransactions (spec §2): the contract account's money history: margin locked and returned,
// open and close fees, profit and loss, financing, and the shortfall the platform covered when a
// liquidation's loss passed the margin, each with the price record that priced it. A table on
// wide screens; on a phone each row stacks into a card. Older rows load a page at a time.
import { Box, Button, HStack, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../components/ui/DataTable';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import {
  contractHistoryEvents, selectHistoryHasMore, selectHistoryLoadingMore, selectHistoryRefusal, selectHistoryReplayed, selectHistoryRows,
  selectHistorySource, selectHistoryStage, type ContractHistoryActor, type ContractMoneyRow,
} from '../../machines/contract-history.flow';
import { isNegative } from '../../machines/contract-position-math';
import { ContractNotice } from './ContractNotice';
import { PriceRecordText } from './PriceRecordText';
import { useContractHistory } from './use-contract-history';

function KindLabel({ kind }: { kind: ContractMoneyRow['kind'] }) {
  switch (kind) {
    case 'margin': return <FormattedMessage id="contractPositions.money.margin" defaultMessage="Margin locked" />;
    case 'openFee': return <FormattedMessage id="contractPositions.money.openFee" defaultMessage="Open fee" />;
    case 'closeFee': return <FormattedMessage id="contractPositions.money.closeFee" defaultMessage="Close fee" />;
    case 'pnl': return <FormattedMessage id="contractPositions.money.pnl" defaultMessage="Profit and loss" />;
    case 'financing': return <FormattedMessage id="contractPositions.money.financing" defaultMessage="Financing" />;
    case 'marginReturned': return <FormattedMessage id="contractPositions.money.marginReturned" defaultMessage="Margin returned" />;
    default: return <FormattedMessage id="contractPositions.money.shortfallCovered" defaultMessage="Loss beyond the margin, covered by the platform" />;
  }
}

export function ContractHistoryList({ flow }: { flow: ContractHistoryActor }) {
  const intl = useIntl();
  const fmt = useFormat();
  const stage = useSelector(flow, selectHistoryStage);
  const rows = useSelector(flow, selectHistoryRows);
  const hasMore = useSelector(flow, selectHistoryHasMore);
  const loadingMore = useSelector(flow, selectHistoryLoadingMore);
  const replayed = useSelector(flow, selectHistoryReplayed);
  const source = useSelector(flow, selectHistorySource);
  const refusal = useSelector(flow, selectHistoryRefusal);
  const events = contractHistoryEvents(flow);
  const label = intl.formatMessage({ id: 'contractPositions.history.title', defaultMessage: 'Contract money history' });
  const moreText = intl.formatMessage({ id: 'contractPositions.history.more', defaultMessage: 'Show older' });
  return (
    <Stack gap="4" w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '4' }} py="6">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">{label}</Heading>
        <Link asChild fontSize="sm"><RouterLink to="/positionList"><FormattedMessage id="contractPositions.positions.link" defaultMessage="Contract positions" /></RouterLink></Link>
      </HStack>
      {stage === 'loading' && <PageLoading />}
      {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={events.retry} />}
      {stage === 'ready' && (
        <>
          <ContractNotice replayed={replayed} source={source} />
          {rows.length === 0 ? (
            <Text color="fg.muted" fontSize="sm"><FormattedMessage id="contractPositions.history.none" defaultMessage="No contract money has moved yet." /></Text>
          ) : (
            // No sideways scroll: on a phone the table's rows lay out as stacked cards.
            <Box css={{ '@media (max-width: 47.99em)': { '& thead': { display: 'none' }, '& tr': { display: 'grid', gap: '1', py: '2', borderBottomWidth: '1px' }, '& td': { display: 'block', borderBottomWidth: '0', py: '0', textAlign: 'start' } } }}>
              <DataTable
                label={label}
                scroll={false}
                columns={[
                  { header: <FormattedMessage id="contractPositions.history.time" defaultMessage="Time" /> },
                  { header: <FormattedMessage id="contractPositions.history.kind" defaultMessage="What" /> },
                  { header: <FormattedMessage id="contractPositions.history.position" defaultMessage="Position" /> },
                  { header: <FormattedMessage id="contractPositions.history.amount" defaultMessage="Amount" />, end: true },
                  { header: <FormattedMessage id="contractPositions.history.record" defaultMessage="Price record" /> },
                ]}
              >
                {rows.map((r) => (
                  <Table.Row key={r.id} data-money-id={r.id}>
                    <Table.Cell whiteSpace="nowrap"><FormattedDate value={r.at} />{' '}<FormattedTime value={r.at} hour="2-digit" minute="2-digit" second="2-digit" /></Table.Cell>
                    <Table.Cell><KindLabel kind={r.kind} /></Table.Cell>
                    <Table.Cell overflowWrap="anywhere">{`${r.symbol} · ${r.position_id}`}</Table.Cell>
                    <Table.Cell textAlign="end" fontFamily="mono" color={isNegative(r.amount) ? 'red.fg' : 'green.fg'}>
                      <Figure>{fmt.amount(r.amount, 'USDT')}</Figure>
                    </Table.Cell>
                    <Table.Cell>{r.record ? <PriceRecordText record={r.record} /> : '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </DataTable>
            </Box>
          )}
          <RefusalAlert refusal={refusal} />
          {hasMore && (
            <Box>
              <Button size="sm" variant="outline" loading={loadingMore} loadingText={moreText} onClick={events.more}>{moreText}</Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}

export default function ContractHistoryScreen() {
  return <ContractHistoryList flow={useContractHistory()} />;
}
