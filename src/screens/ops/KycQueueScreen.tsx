// /ops/kyc: junior, senior and address verifications waiting for a decision, oldest first. Each
// opens its review. A view of the ops queue chart.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { opsQueueEvents, selectQueueItems, selectQueueRefusal, selectQueueStage } from '../../machines/ops-queue.flow';
import type { OpsKycItem } from '../../machines/ops-kyc-review.flow';
import { kycLevelNames } from '../kyc/kyc-labels';
import { When } from './ops-review-parts';
import { useKycQueueFlow } from './use-ops-kyc-flows';

export default function KycQueueScreen() {
  const intl = useIntl();
  const flow = useKycQueueFlow();
  const events = useMemo(() => opsQueueEvents(flow), [flow]);
  const stage = useSelector(flow, selectQueueStage);
  const items = useSelector(flow, selectQueueItems<OpsKycItem>);
  const refusal = useSelector(flow, selectQueueRefusal);
  const title = intl.formatMessage({ id: 'kyc.ops.queueTitle', defaultMessage: 'Verifications to review' });

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
              <Table.ColumnHeader><FormattedMessage id="kyc.ops.level" defaultMessage="Level" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="kyc.ops.attempt" defaultMessage="Attempt" /></Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item.id}>
                <Table.Cell><When at={item.submitted_at} /></Table.Cell>
                <Table.Cell>{item.user_email ?? item.user_phone ?? item.user_id}</Table.Cell>
                <Table.Cell><Badge>{intl.formatMessage(kycLevelNames[item.level])}</Badge></Table.Cell>
                <Table.Cell>{item.attempt}</Table.Cell>
                <Table.Cell>
                  <Button asChild size="xs" variant="outline">
                    <Link to={`/ops/kyc/${encodeURIComponent(item.id)}`}><FormattedMessage id="ops.queue.review" defaultMessage="Review" /></Link>
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
