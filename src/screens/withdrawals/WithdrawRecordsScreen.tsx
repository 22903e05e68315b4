// /tbjl (spec §2, §4): the user's withdrawals with status Failure, Processing or Success; each
// opens its timeline (state, time, reason), and one under review can be cancelled after a
// confirmation. A view of the withdrawal records flow.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import {
  canCancel, selectCancelId, selectCancelling, selectOpenRecordId, selectRecords, selectRecordsRefusal, selectRecordsStage, withdrawRecordsEvents,
} from '../../machines/withdraw-records.flow';
import { useWithdrawRecordsFlow } from './use-withdraw-records-flow';
import { WithdrawStatusBadge, WithdrawTimeline } from './WithdrawTimeline';
import { DataTable } from '../../components/ui/DataTable';
import { ConfirmAlert } from '../../components/feedback/ConfirmAlert';

export default function WithdrawRecordsScreen() {
  const intl = useIntl();
  const flow = useWithdrawRecordsFlow();
  const events = useMemo(() => withdrawRecordsEvents(flow), [flow]);
  const stage = useSelector(flow, selectRecordsStage);
  const records = useSelector(flow, selectRecords);
  const openId = useSelector(flow, selectOpenRecordId);
  const cancelId = useSelector(flow, selectCancelId);
  const cancelling = useSelector(flow, selectCancelling);
  const refusal = useSelector(flow, selectRecordsRefusal);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  const open = records.find((r) => r.id === openId);
  const confirmCancelLabel = intl.formatMessage({ id: 'withdrawal.records.confirmCancel', defaultMessage: 'Cancel withdrawal' });
  return (
    <Stack gap="4" w="full">
      <HStack justify="space-between">
        <Heading as="h1" size="xl"><FormattedMessage id="withdrawal.records.title" defaultMessage="Withdrawal records" /></Heading>
        <Button size="sm" variant="outline" onClick={events.refresh}>
          <FormattedMessage id="withdrawal.records.refresh" defaultMessage="Refresh" />
        </Button>
      </HStack>
      <RefusalAlert refusal={refusal} />
      {records.length === 0 ? (
        <Text color="fg.muted"><FormattedMessage id="withdrawal.records.empty" defaultMessage="No withdrawals yet." /></Text>
      ) : (
        <DataTable
          label={intl.formatMessage({ id: 'withdrawal.records.title', defaultMessage: 'Withdrawal records' })}
          columns={[
            { header: <FormattedMessage id="withdrawal.records.time" defaultMessage="Time" /> },
            { header: <FormattedMessage id="withdrawal.record.to" defaultMessage="To" /> },
            { header: <FormattedMessage id="withdrawal.record.amount" defaultMessage="Amount" /> },
            { header: <FormattedMessage id="withdrawal.record.status" defaultMessage="Status" /> },
            {},
          ]}
        >
          {records.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell><FormattedDate value={r.created_at} /> <FormattedTime value={r.created_at} /></Table.Cell>
              <Table.Cell maxW="64" truncate>{r.kind === 'bank' ? r.address : `${r.address} (${r.chain})`}</Table.Cell>
              <Table.Cell>{r.amount} {r.currency}</Table.Cell>
              <Table.Cell><WithdrawStatusBadge status={r.status} /></Table.Cell>
              <Table.Cell>
                <HStack justify="flex-end">
                  <Button size="xs" variant="outline" onClick={() => (openId === r.id ? events.close() : events.open(r.id))} aria-expanded={openId === r.id}>
                    <FormattedMessage id="withdrawal.records.details" defaultMessage="Details" />
                  </Button>
                  {canCancel(r) && (
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => events.cancel(r.id)}>
                      <FormattedMessage id="withdrawal.records.cancel" defaultMessage="Cancel" />
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
      {cancelId && (
        <ConfirmAlert
          titleId="cancel-title"
          question={<FormattedMessage id="withdrawal.records.cancelQuestion" defaultMessage="Cancel this withdrawal? The amount returns to your spot account at once." />}
          keepLabel={<FormattedMessage id="withdrawal.records.keep" defaultMessage="Keep it" />}
          confirmLabel={confirmCancelLabel}
          busy={cancelling}
          onKeep={events.keep}
          onConfirm={events.confirmCancel}
        />
      )}
      {open && (
        <Card.Root as="section" aria-label={intl.formatMessage({ id: 'withdrawal.records.detailsOf', defaultMessage: 'Withdrawal details' })}>
          <Card.Body>
            <WithdrawTimeline record={open} />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
