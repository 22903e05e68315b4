// One review queue of the console: a title, refresh, and a table of items waiting for a decision,
// oldest first, each opening its review. The queue screens say only which columns they show.
import { useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { opsQueueEvents, selectQueueItems, selectQueueRefusal, selectQueueStage, type opsQueueFlow } from '../../machines/ops-queue.flow';
import { When } from './ops-review-parts';
import { TableScroll } from '../../components/ui/TableScroll';

export interface QueueColumn<T> {
  header: ReactNode;
  cell(item: T): ReactNode;
  /** Long values (addresses, hashes) are cut to the column's width. */
  truncate?: boolean;
}

interface ItemTableProps<T> {
  title: string;
  items: T[];
  submittedAt(item: T): number;
  user(item: T): string;
  columns: QueueColumn<T>[];
  /** Where an item's review opens; without it the table has no review links. */
  reviewPath?(item: T): string;
}

/** Items of the console by submission time and user, then the given columns, each opening its review. */
export function ItemTable<T extends { id: string }>({ title, items, submittedAt, user, columns, reviewPath }: ItemTableProps<T>) {
  return (
    <TableScroll><Table.Root size="sm" aria-label={title}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader><FormattedMessage id="ops.queue.submitted" defaultMessage="Submitted" /></Table.ColumnHeader>
          <Table.ColumnHeader><FormattedMessage id="ops.queue.user" defaultMessage="User" /></Table.ColumnHeader>
          {columns.map((c, i) => <Table.ColumnHeader key={i}>{c.header}</Table.ColumnHeader>)}
          {reviewPath && <Table.ColumnHeader />}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((item) => (
          <Table.Row key={item.id}>
            <Table.Cell><When at={submittedAt(item)} /></Table.Cell>
            <Table.Cell>{user(item)}</Table.Cell>
            {columns.map((c, i) => <Table.Cell key={i} {...(c.truncate ? { maxW: '72', truncate: true } : {})}>{c.cell(item)}</Table.Cell>)}
            {reviewPath && (
              <Table.Cell>
                <Button asChild size="xs" variant="outline">
                  <Link to={reviewPath(item)}><FormattedMessage id="ops.queue.review" defaultMessage="Review" /></Link>
                </Button>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root></TableScroll>
  );
}

interface QueuePageProps<T> extends Omit<ItemTableProps<T>, 'items'> {
  flow: ActorRefFrom<typeof opsQueueFlow>;
  /** A line under the title. */
  intro?: ReactNode;
  /** Shown when there is no item; a review queue says nothing is waiting. */
  empty?: ReactNode;
}

export function QueuePage<T extends { id: string }>({ flow, title, intro, empty, ...table }: QueuePageProps<T>) {
  const events = useMemo(() => opsQueueEvents(flow), [flow]);
  const stage = useSelector(flow, selectQueueStage);
  const items = useSelector(flow, selectQueueItems<T>);
  const refusal = useSelector(flow, selectQueueRefusal);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h1" size="xl">{title}</Heading>
        <Button size="sm" variant="outline" onClick={events.refresh}><FormattedMessage id="ops.queue.refresh" defaultMessage="Refresh" /></Button>
      </HStack>
      {intro && <Text color="fg.muted">{intro}</Text>}
      {items.length === 0
        ? <Text color="fg.muted">{empty ?? <FormattedMessage id="ops.queue.empty" defaultMessage="Nothing is waiting for a decision." />}</Text>
        : <ItemTable title={title} items={items} {...table} />}
    </Stack>
  );
}
