// /ops/withdrawals: withdrawals waiting for a decision, oldest first (and approved bank payouts
// waiting for their confirmation). Each opens its review. A view of the ops queue chart.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { opsQueueEvents, selectQueueItems, selectQueueRefusal, selectQueueStage } from '../../machines/ops-queue.flow';
import type { OpsWithdrawal } from '../../machines/ops-withdraw-review.flow';
import { labelOf, opsWithdrawalStates } from './ops-labels';
import { useWithdrawQueueFlow } from './use-ops-flows';

export default function WithdrawQueueScreen() {
  const intl = useIntl();
  const flow = useWithdrawQueueFlow();
  const events = useMemo(() => opsQueueEvents(flow), [flow]);
  const stage = useSelector(flow, selectQueueStage);
  const items = useSelector(flow, selectQueueItems<OpsWithdrawal>);
  const refusal = useSelector(flow, selectQueueRefusal);
  const title = intl.formatMessage({ id: 'ops.queue.title', defaultMessage: 'Withdrawals to review' });

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h1" size="xl">{title}</Heading>
        <Button size="sm" variant="outline" onClick={events.refresh}><FormattedMessage id="ops.queue.refresh" defaultMessage="Refresh" /></Button>
      </HStack>
      {items.length === 0 ? (
        <Text color="fg.muted"><FormattedMessage id="ops.queue.empty" defaultMessage="Nothing is waiting for a decision." /></Text>
      ) : (
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><FormattedMessage id="ops.queue.submitted" defaultMessage="Submitted" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="ops.queue.user" defaultMessage="User" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="ops.queue.amount" defaultMessage="Amount" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="ops.queue.destination" defaultMessage="Destination" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="ops.queue.state" defaultMessage="State" /></Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((w) => (
              <Table.Row key={w.id}>
                <Table.Cell><FormattedDate value={w.created_at} /> <FormattedTime value={w.created_at} /></Table.Cell>
                <Table.Cell>{w.user_email ?? w.user_id}</Table.Cell>
                <Table.Cell>{w.amount} {w.currency}</Table.Cell>
                <Table.Cell maxW="72" truncate>
                  {w.kind === 'bank'
                    ? intl.formatMessage({ id: 'ops.queue.bank', defaultMessage: 'Bank card' })
                    : `${w.chain} ${w.address}`}
                </Table.Cell>
                <Table.Cell><Badge>{labelOf(opsWithdrawalStates, w.state, intl.formatMessage)}</Badge></Table.Cell>
                <Table.Cell>
                  <Button asChild size="xs" variant="outline">
                    <Link to={`/ops/withdrawals/${encodeURIComponent(w.id)}`}><FormattedMessage id="ops.queue.review" defaultMessage="Review" /></Link>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
