// /record (transfers between accounts, with the ledger download) and /deallog (account records:
// every ledger entry with the balance after it). Views of records flows and the export flow.
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import type { LedgerRow } from '../../machines/funds-ledger';
import { selectExportedRows, selectExporting, selectExportRefusal, selectRecordItems } from '../../machines/records.flow';
import { RecordStatus, RecordsFrame, When } from './funds-parts';
import type { TransferRecord } from './funds-types';
import { useLedgerExportFlow, useRecordsFlow } from './use-funds-flows';
import { DataTable } from '../../components/ui/DataTable';

const walletNames = defineMessages({
  spot: { id: 'funds.wallet.spot', defaultMessage: 'Spot account' },
  spot_frozen: { id: 'funds.wallet.spotFrozen', defaultMessage: 'Spot account (frozen)' },
  contract: { id: 'funds.wallet.contract', defaultMessage: 'Contract account' },
});

const reasonNames = defineMessages({
  deposit: { id: 'funds.reason.deposit', defaultMessage: 'Deposit' },
  transfer: { id: 'funds.reason.transfer', defaultMessage: 'Transfer between accounts' },
  spot_order_lock: { id: 'funds.reason.spotOrderLock', defaultMessage: 'Spot order placed (amount frozen)' },
  spot_order_release: { id: 'funds.reason.spotOrderRelease', defaultMessage: 'Spot order ended (amount unfrozen)' },
  spot_trade: { id: 'funds.reason.spotTrade', defaultMessage: 'Spot trade' },
  'withdrawal.freeze': { id: 'funds.reason.withdrawalFreeze', defaultMessage: 'Withdrawal requested (amount frozen)' },
});

function useNamed() {
  const intl = useIntl();
  return {
    wallet: (w: string) => (w in walletNames ? intl.formatMessage(walletNames[w as keyof typeof walletNames]) : w),
    reason: (r: string) => (r in reasonNames ? intl.formatMessage(reasonNames[r as keyof typeof reasonNames]) : r),
  };
}

function LedgerDownload() {
  const label = useIntl().formatMessage({ id: 'funds.record.download', defaultMessage: 'Download ledger (CSV)' });
  const flow = useLedgerExportFlow();
  const exporting = useSelector(flow, selectExporting);
  const refusal = useSelector(flow, selectExportRefusal);
  const rows = useSelector(flow, selectExportedRows);
  return (
    <Stack gap="2">
      <HStack gap="3">
        <Button size="sm" variant="outline" loading={exporting} loadingText={label} onClick={() => flow.send({ type: 'EXPORT' })}>
          <FormattedMessage id="funds.record.download" defaultMessage="Download ledger (CSV)" />
        </Button>
        {rows !== null && (
          <Text fontSize="sm" color="fg.muted" role="status">
            <FormattedMessage id="funds.record.downloaded" defaultMessage="Downloaded: {rows} ledger entries in the file." values={{ rows }} />
          </Text>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="funds.record.downloadNote" defaultMessage="Every entry on your accounts, oldest first, with the balance after each." />
      </Text>
      <RefusalAlert refusal={refusal} />
    </Stack>
  );
}

export function TransferRecordsScreen() {
  const intl = useIntl();
  const named = useNamed();
  const flow = useRecordsFlow('transfers');
  const items = useSelector(flow, selectRecordItems<TransferRecord>);
  return (
    <Stack gap="5">
      <LedgerDownload />
      <RecordsFrame flow={flow} empty={<FormattedMessage id="funds.record.empty" defaultMessage="No transfers yet." />}>
        <DataTable
          label={intl.formatMessage({ id: 'funds.record.table', defaultMessage: 'Transfers between accounts' })}
          columns={[
            { header: <FormattedMessage id="funds.col.time" defaultMessage="Time" /> },
            { header: <FormattedMessage id="funds.col.currency" defaultMessage="Currency" /> },
            { header: <FormattedMessage id="funds.transfer.from" defaultMessage="From" /> },
            { header: <FormattedMessage id="funds.transfer.to" defaultMessage="To" /> },
            { header: <FormattedMessage id="funds.col.amount" defaultMessage="Amount" />, end: true },
            { header: <FormattedMessage id="funds.col.status" defaultMessage="Status" /> },
          ]}
        >
          {items.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell><When at={r.created_at} /></Table.Cell>
              <Table.Cell>{r.currency}</Table.Cell>
              <Table.Cell>{named.wallet(r.from)}</Table.Cell>
              <Table.Cell>{named.wallet(r.to)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{r.amount}</Table.Cell>
              <Table.Cell><RecordStatus status={r.status} /></Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </RecordsFrame>
    </Stack>
  );
}

export function AccountRecordsScreen() {
  const intl = useIntl();
  const named = useNamed();
  const flow = useRecordsFlow('ledger');
  const items = useSelector(flow, selectRecordItems<LedgerRow & { status?: number }>);
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="semibold"><FormattedMessage id="funds.deallog.title" defaultMessage="Account records" /></Text>
      <Text color="fg.muted"><FormattedMessage id="funds.deallog.lead" defaultMessage="Every change to your balances, newest first, with its reason and the balance after it." /></Text>
      <RecordsFrame flow={flow} empty={<FormattedMessage id="funds.deallog.empty" defaultMessage="No account records yet." />}>
        <DataTable
          label={intl.formatMessage({ id: 'funds.deallog.table', defaultMessage: 'Account records' })}
          columns={[
            { header: <FormattedMessage id="funds.col.time" defaultMessage="Time" /> },
            { header: <FormattedMessage id="funds.col.reason" defaultMessage="Reason" /> },
            { header: <FormattedMessage id="funds.col.account" defaultMessage="Account" /> },
            { header: <FormattedMessage id="funds.col.currency" defaultMessage="Currency" /> },
            { header: <FormattedMessage id="funds.col.change" defaultMessage="Change" />, end: true },
            { header: <FormattedMessage id="funds.col.balanceAfter" defaultMessage="Balance after" />, end: true },
          ]}
        >
          {items.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell><When at={r.time} /></Table.Cell>
              <Table.Cell>{named.reason(r.reason)}</Table.Cell>
              <Table.Cell>{named.wallet(r.account)}</Table.Cell>
              <Table.Cell>{r.currency}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{r.amount.startsWith('-') ? r.amount : `+${r.amount}`}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{r.balanceAfter}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </RecordsFrame>
    </Stack>
  );
}
