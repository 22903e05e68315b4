// Parts the funds screens share: record statuses (spec §4), deposit states and their timeline,
// times, and the frame of a list that loads.
import { Fragment, type ReactNode } from 'react';
import { Badge, Button, Center, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, FormattedTime, defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import type { DepositRecord } from './funds-types';
import { recordsEvents, selectOpenRecord, selectRecordItems, selectRecordsRefusal, selectRecordsStage, selectRecordsWatching, type recordsFlow } from '../../machines/records.flow';
import { DataTable } from '../../components/ui/DataTable';

export type RecordsActor = ActorRefFrom<typeof recordsFlow>;

export function When({ at }: { at: number | string }) {
  return (
    <>
      <FormattedDate value={at} dateStyle="medium" /> <FormattedTime value={at} timeStyle="medium" />
    </>
  );
}

export function RecordStatus({ status }: { status: number }) {
  if (status === 2) return <Badge colorPalette="green"><FormattedMessage id="funds.status.success" defaultMessage="Success" /></Badge>;
  if (status === 1) return <Badge colorPalette="yellow"><FormattedMessage id="funds.status.processing" defaultMessage="Processing" /></Badge>;
  return <Badge colorPalette="red"><FormattedMessage id="funds.status.failure" defaultMessage="Failure" /></Badge>;
}

const depositStateNames = defineMessages({
  detected: { id: 'funds.depositState.detected', defaultMessage: 'Detected on the chain' },
  confirming: { id: 'funds.depositState.confirming', defaultMessage: 'Confirming' },
  credited: { id: 'funds.depositState.credited', defaultMessage: 'Credited to your spot account' },
  dropped: { id: 'funds.depositState.dropped', defaultMessage: 'Dropped: its block left the chain' },
  belowMinimum: { id: 'funds.depositState.belowMinimum', defaultMessage: 'Below the minimum: not credited' },
  // A manual deposit's states.
  underReview: { id: 'funds.depositState.underReview', defaultMessage: 'Claimed: under review' },
  approved: { id: 'funds.depositState.approved', defaultMessage: 'Approved and credited to your spot account' },
  rejected: { id: 'funds.depositState.rejected', defaultMessage: 'Rejected: not credited' },
});

export function DepositStateName({ state }: { state: string }) {
  const intl = useIntl();
  const known = depositStateNames[state as keyof typeof depositStateNames];
  return <>{known ? intl.formatMessage(known) : state}</>;
}

function DepositTimeline({ record }: { record: DepositRecord }) {
  const intl = useIntl();
  return (
    <Stack as="ol" gap="2" ps="4" aria-label={intl.formatMessage({ id: 'funds.timeline.label', defaultMessage: 'Timeline of this deposit' })}>
      {record.timeline.map((step, i) => (
        <li key={`${step.state}-${i}`}>
          <Text fontWeight="medium"><DepositStateName state={step.state} /></Text>
          <Text fontSize="sm" color="fg.muted"><When at={step.at} /></Text>
          {step.reason && <Text fontSize="sm">{step.reason}</Text>}
        </li>
      ))}
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="funds.timeline.tx" defaultMessage="Transaction: {hash}" values={{ hash: record.tx_hash }} />
      </Text>
    </Stack>
  );
}

/** A records list's loading and failure; the list itself once loaded. */
export function RecordsFrame({ flow, empty, children }: { flow: RecordsActor; empty: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const stage = useSelector(flow, selectRecordsStage);
  const refusal = useSelector(flow, selectRecordsRefusal);
  const count = useSelector(flow, (s) => s.context.items.length);
  if (stage === 'failed') return <UnavailableAlert refusal={refusal} onRetry={recordsEvents(flow).retry} />;
  if (stage === 'loading') {
    return <Center py="8"><Spinner aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })} /></Center>;
  }
  return (
    <Stack gap="3">
      <HStack justify="flex-end">
        <Button size="xs" variant="ghost" onClick={recordsEvents(flow).refresh}>
          <FormattedMessage id="funds.records.refresh" defaultMessage="Refresh" />
        </Button>
      </HStack>
      {count === 0 ? <Text color="fg.muted" py="4">{empty}</Text> : children}
    </Stack>
  );
}

/** The user's deposits with status, confirmations and each one's timeline; live while any is pending. */
export function DepositList({ flow }: { flow: RecordsActor }) {
  const intl = useIntl();
  const items = useSelector(flow, selectRecordItems<DepositRecord>);
  const openId = useSelector(flow, selectOpenRecord);
  const watching = useSelector(flow, selectRecordsWatching);
  const events = recordsEvents(flow);
  return (
    <RecordsFrame flow={flow} empty={<FormattedMessage id="funds.deposits.empty" defaultMessage="No deposits yet." />}>
      {watching && (
        <Text fontSize="sm" color="fg.muted" role="status">
          <FormattedMessage id="funds.deposits.live" defaultMessage="A deposit is on its way: this list updates by itself." />
        </Text>
      )}
      <DataTable
        label={intl.formatMessage({ id: 'funds.deposits.table', defaultMessage: 'Deposits' })}
        columns={[
          { header: <FormattedMessage id="funds.col.time" defaultMessage="Time" /> },
          { header: <FormattedMessage id="funds.col.currency" defaultMessage="Currency" /> },
          { header: <FormattedMessage id="funds.col.chain" defaultMessage="Chain" /> },
          { header: <FormattedMessage id="funds.col.amount" defaultMessage="Amount" />, end: true },
          { header: <FormattedMessage id="funds.col.confirmations" defaultMessage="Confirmations" /> },
          { header: <FormattedMessage id="funds.col.status" defaultMessage="Status" /> },
          {},
        ]}
      >
        {items.map((r) => (
          <Fragment key={r.id}>
            <Table.Row>
              <Table.Cell><When at={r.created_at} /></Table.Cell>
              <Table.Cell>{r.currency}</Table.Cell>
              <Table.Cell>{r.chain}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{r.amount}</Table.Cell>
              <Table.Cell>{r.kind === 'manual' ? '—' : `${Math.min(r.confirmations, r.confirmations_required)} / ${r.confirmations_required}`}</Table.Cell>
              <Table.Cell><RecordStatus status={r.status} /> <DepositStateName state={r.state} /></Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" aria-expanded={openId === r.id} onClick={() => events.open(r.id)}>
                  <FormattedMessage id="funds.timeline.toggle" defaultMessage="Timeline" />
                </Button>
              </Table.Cell>
            </Table.Row>
            {openId === r.id && (
              <Table.Row>
                <Table.Cell colSpan={7}><DepositTimeline record={r} /></Table.Cell>
              </Table.Row>
            )}
          </Fragment>
        ))}
      </DataTable>
    </RecordsFrame>
  );
}
