// /ops/content (content editors and admins): every editable text by kind, with its English title
// and which of the 12 languages are filled or missing, and whether it is off the site; each opens its
// edit page, and a new help article or notice starts here. A view of the ops queue chart, loading the content list.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { DataTable } from '../../components/ui/DataTable';
import { opsQueueEvents, opsQueueFlow, selectQueueItems, selectQueueRefusal, selectQueueStage } from '../../machines/ops-queue.flow';
import type { OpsTextRow } from '../../machines/ops-content-edit.flow';
import { contentListServices } from '../../services/content-edit';
import { useOps } from './ops-session';
import { textKindNames } from './content-labels';

export default function ContentListScreen() {
  const intl = useIntl();
  const { client } = useOps();
  const flow = useActorRef(opsQueueFlow.provide({ actors: contentListServices(client) }));
  const events = useMemo(() => opsQueueEvents(flow), [flow]);
  const stage = useSelector(flow, selectQueueStage);
  const items = useSelector(flow, selectQueueItems<OpsTextRow>);
  const refusal = useSelector(flow, selectQueueRefusal);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  const title = intl.formatMessage({ id: 'ops.content.title', defaultMessage: 'Content' });
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h1" size="xl">{title}</Heading>
        <HStack gap="2">
          <Button asChild size="sm" colorPalette="brand"><Link to="/ops/content/new"><FormattedMessage id="ops.content.new" defaultMessage="New help article or notice" /></Link></Button>
          <Button size="sm" variant="outline" onClick={events.refresh}><FormattedMessage id="ops.queue.refresh" defaultMessage="Refresh" /></Button>
        </HStack>
      </HStack>
      <Text color="fg.muted">
        <FormattedMessage
          id="ops.content.intro"
          defaultMessage="The texts of the public pages in all 12 languages. A missing language is shown to visitors in English, marked as such. Every save is a new version, recorded with your name."
        />
      </Text>
      <DataTable
        label={title}
        columns={[
          { header: <FormattedMessage id="ops.content.kind" defaultMessage="Kind" /> },
          { header: <FormattedMessage id="ops.content.textTitle" defaultMessage="Title (English)" /> },
          { header: <FormattedMessage id="ops.content.languages" defaultMessage="Languages" /> },
          {},
        ]}
      >
        {items.map((item) => (
          <Table.Row key={item.id} data-text={item.id}>
            <Table.Cell>{intl.formatMessage(textKindNames[item.kind])}</Table.Cell>
            <Table.Cell>
              {item.title}
              {!item.published && <Badge ms="2" colorPalette="gray" data-testid="text-unpublished"><FormattedMessage id="ops.content.offSite" defaultMessage="Off the site" /></Badge>}
            </Table.Cell>
            <Table.Cell>
              <HStack gap="1" wrap="wrap">
                <Text fontSize="sm">
                  <FormattedMessage id="ops.content.filled" defaultMessage="{filled} of {total} filled" values={{ filled: item.filled.length, total: item.filled.length + item.missing.length }} />
                </Text>
                {item.missing.map((lang) => (
                  <Badge key={lang} colorPalette="orange" variant="subtle">
                    <FormattedMessage id="ops.content.missingLang" defaultMessage="{lang} missing" values={{ lang }} />
                  </Badge>
                ))}
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <Button asChild size="xs" variant="outline">
                <Link to={`/ops/content/${item.id}`} aria-label={intl.formatMessage({ id: 'ops.content.editItem', defaultMessage: 'Edit {title}' }, { title: item.title })}>
                  <FormattedMessage id="ops.content.edit" defaultMessage="Edit" />
                </Link>
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}
