// /ops/deposits: manual deposits waiting for a decision, oldest first. Each opens its review.
// A view of the ops queue chart.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { opsQueueEvents, selectQueueItems, selectQueueRefusal, selectQueueStage } from '../../machines/ops-queue.flow';
import type { OpsManualDeposit } from '../../machines/ops-deposit-review.flow';
import { When } from './ops-review-parts';
import { useDepositQueueFlow } from './use-ops-flows';

export default function DepositQueueScreen() {
  const intl = useIntl();
  const flow = useDepositQueueFlow();
  const events = useMemo(() => opsQueueEvents(flow), [flow]);
  const stage = useSelector(flow, selectQueueStage);
  const items = useSelector(flow, selectQueueItems<OpsManualDeposit>);
  const refusal = useSelector(flow, selectQueueRefusal);
  const title = intl.formatMessage({ id: 'ops.depositQueue.title', defaultMessage: 'Manual deposits to review' });

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
              <Table.ColumnHeader><FormattedMessage id="ops.depositQueue.tx" defaultMessage="Chain and transaction" /></Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((d) => (
              <Table.Row key={d.id}>
                <Table.Cell><When at={d.created_at} /></Table.Cell>
                <Table.Cell>{d.user_email ?? d.user_id}</Table.Cell>
                <Table.Cell>{d.amount} {d.currency}</Table.Cell>
                <Table.Cell maxW="72" truncate>{`${d.chain} ${d.tx_hash}`}</Table.Cell>
                <Table.Cell>
                  <Button asChild size="xs" variant="outline">
                    <Link to={`/ops/deposits/${encodeURIComponent(d.id)}`}><FormattedMessage id="ops.queue.review" defaultMessage="Review" /></Link>
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
