// /ops/support: the support conversations by state (waiting first), live: a member's new message
// brings its conversation into the list at once. Each opens the conversation. A view of the
// support queue flow.
import { useMemo } from 'react';
import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { supportConversationStates } from '../../../api/lifecycles/support-conversation.lifecycle';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { TableScroll } from '../../components/ui/TableScroll';
import { opsSupportQueueEvents, selectSupportQueue, selectSupportQueueStage } from '../../machines/ops-support-queue.flow';
import { supportStateName } from '../support/support-parts';
import { When } from './ops-review-parts';
import { useSupportQueueFlow } from './use-ops-support-flows';

export default function SupportQueueScreen() {
  const intl = useIntl();
  const flow = useSupportQueueFlow();
  const stage = useSelector(flow, selectSupportQueueStage);
  const { state, items, refusal } = useSelector(flow, selectSupportQueue);
  const events = useMemo(() => opsSupportQueueEvents(flow), [flow]);
  const title = intl.formatMessage({ id: 'support.ops.queueTitle', defaultMessage: 'Support conversations' });
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">{title}</Heading>
      <HStack gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: 'support.ops.tabs', defaultMessage: 'Conversations by state' })}>
        {supportConversationStates.map((s) => (
          <Button key={s} size="sm" variant={s === state ? 'solid' : 'outline'} aria-pressed={s === state} onClick={() => events.tab(s)}>
            {intl.formatMessage(supportStateName[s])}
          </Button>
        ))}
      </HStack>
      {stage === 'loading' && <PageLoading />}
      {stage === 'failed' && <UnavailableAlert refusal={refusal} onRetry={events.retry} />}
      {stage === 'ready' && items.length === 0 && (
        <Text color="fg.muted"><FormattedMessage id="support.ops.empty" defaultMessage="No conversations in this state." /></Text>
      )}
      {stage === 'ready' && items.length > 0 && (
        <TableScroll><Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><FormattedMessage id="support.ops.updated" defaultMessage="Last message" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="ops.queue.user" defaultMessage="User" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="support.ops.lastText" defaultMessage="Newest message" /></Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((c) => (
              <Table.Row key={c.id} data-testid="support-queue-row">
                <Table.Cell><When at={c.updated_at} /></Table.Cell>
                <Table.Cell>{c.user_email ?? c.user_phone ?? c.user_id}</Table.Cell>
                <Table.Cell maxW="72" truncate>
                  {c.last_author === 'staff' ? `${intl.formatMessage({ id: 'support.author.staff', defaultMessage: 'Support' })}: ` : ''}{c.last_text}
                </Table.Cell>
                <Table.Cell>
                  <Button asChild size="xs" variant="outline">
                    <Link to={`/ops/support/${encodeURIComponent(c.id)}`}><FormattedMessage id="support.ops.open" defaultMessage="Open" /></Link>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root></TableScroll>
      )}
    </Stack>
  );
}
