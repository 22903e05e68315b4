// /ops/content/:id (content editors and admins): one text in every language. Pick a language, edit
// its title and body beside a preview drawn as the public page draws it (placeholders filled with
// today's facts), save it as a new version, or restore an earlier version from the history; a help
// article or notice can be taken off the site and put back. A missing language says so and starts empty. A view of the content edit chart.
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fillFacts } from '../../../api/content-facts';
import { languageNames, languages, textDirection, type Lang } from '../../../api/languages';
import { PageLoading } from '../../components/feedback/PageLoading';
import { Notice } from '../../components/feedback/Notice';
import { PlainText } from '../../components/content/PlainText';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { DataTable } from '../../components/ui/DataTable';
import {
  connectContentEdit, opsContentEditEvents, opsContentEditFlow, selectContentEditStage, type OpsTextDetail,
} from '../../machines/ops-content-edit.flow';
import { contentEditServices } from '../../services/content-edit';
import { positiveId } from '../content/content-params';
import { useOps } from './ops-session';
import { When } from './ops-review-parts';
import { textKindNames } from './content-labels';

const PLACEHOLDERS = '{site}, {assets}, {languages}, {support_email}';

export default function ContentEditScreen() {
  const id = positiveId(useParams().id ?? null);
  if (id === null) return <Navigate to="/ops/content" replace />;
  return <ContentEditor id={id} />;
}

function ContentEditor({ id }: { id: number }) {
  const intl = useIntl();
  const { client } = useOps();
  const flow = useActorRef(opsContentEditFlow.provide({ actors: contentEditServices(client) }), { input: { id } });
  const events = useMemo(() => opsContentEditEvents(flow), [flow]);
  const stage = useSelector(flow, selectContentEditStage);
  const view = useSelector(flow, connectContentEdit, (a, b) => JSON.stringify(a) === JSON.stringify(b));

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed' || !view.detail) return <UnavailableAlert refusal={view.refusal} onRetry={events.retry} />;
  const detail = view.detail;
  const langName = languageNames[view.lang];
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          <FormattedMessage id="ops.content.editTitle" defaultMessage="Edit text {id}" values={{ id: detail.id }} />
        </Heading>
        <Text color="fg.muted">{intl.formatMessage(textKindNames[detail.kind])}</Text>
      </Stack>

      {view.published !== null && <Publication published={view.published} busy={view.busy} onChange={events.setPublished} />}

      <LanguageButtons detail={detail} lang={view.lang} busy={view.busy} onSelect={events.selectLang} />

      {view.missing && (
        <Notice status="warning" role="note">
          <FormattedMessage
            id="ops.content.missingNote"
            defaultMessage="There is no {lang} text yet: visitors who chose {lang} see the English text, marked as English. Saving here makes its first version."
            values={{ lang: langName }}
          />
        </Notice>
      )}
      {view.done && (
        <Notice status="success" role="status">
          <DoneText done={view.done} version={view.version} />
        </Notice>
      )}

      <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="stretch">
        <Stack gap="3" flex="1" minW="0">
          <Heading as="h2" size="md">
            <FormattedMessage id="ops.content.editIn" defaultMessage="Text in {lang}" values={{ lang: langName }} />
          </Heading>
          <Field.Root>
            <Field.Label><FormattedMessage id="ops.content.fieldTitle" defaultMessage="Title" /></Field.Label>
            <Input dir={textDirection(view.lang)} value={view.title} maxLength={200} onChange={(e) => events.changeTitle(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label><FormattedMessage id="ops.content.fieldBody" defaultMessage="Text" /></Field.Label>
            <Textarea dir={textDirection(view.lang)} value={view.body} rows={14} maxLength={50000} onChange={(e) => events.changeBody(e.target.value)} />
            <Field.HelperText>
              <FormattedMessage
                id="ops.content.bodyHelp"
                defaultMessage="Plain text; a blank line starts a new paragraph. Write {placeholders} for facts that change: they are filled in when the page is shown, never typed."
                values={{ placeholders: PLACEHOLDERS }}
              />
            </Field.HelperText>
          </Field.Root>
          <RefusalAlert refusal={view.refusal} />
          <HStack wrap="wrap">
            <Button colorPalette="green" loading={view.busy} onClick={events.save}>
              <FormattedMessage id="ops.content.save" defaultMessage="Save as a new version" />
            </Button>
            <Button variant="outline" disabled={view.busy} onClick={events.reload}>
              <FormattedMessage id="ops.content.reload" defaultMessage="Reload" />
            </Button>
          </HStack>
        </Stack>
        <Preview detail={detail} lang={view.lang} title={view.title} body={view.body} />
      </Stack>

      <History view={view} onRestore={events.restore} />
    </Stack>
  );
}

function DoneText({ done, version }: { done: NonNullable<ReturnType<typeof connectContentEdit>['done']>; version: number }) {
  switch (done.kind) {
    case 'saved': return <FormattedMessage id="ops.content.saved" defaultMessage="Saved as version {version}. The public page shows it now." values={{ version }} />;
    case 'restored': return <FormattedMessage id="ops.content.restored" defaultMessage="Version {from} restored as version {version}. The public page shows it now." values={{ from: done.version, version }} />;
    case 'published': return <FormattedMessage id="ops.content.publishedDone" defaultMessage="Back on the site: members see it again." />;
    case 'unpublished': return <FormattedMessage id="ops.content.unpublishedDone" defaultMessage="Taken off the site: members no longer see it. Its texts and versions are kept." />;
  }
}

/** Whether members see this help article or notice, and the button that changes it. */
function Publication({ published, busy, onChange }: { published: boolean; busy: boolean; onChange: (published: boolean) => void }) {
  return (
    <HStack gap="3" wrap="wrap" data-testid="text-publication">
      {published
        ? <Badge colorPalette="green"><FormattedMessage id="ops.content.onSite" defaultMessage="On the site" /></Badge>
        : <Badge colorPalette="gray"><FormattedMessage id="ops.content.offSite" defaultMessage="Off the site" /></Badge>}
      <Button size="sm" variant="outline" loading={busy} onClick={() => onChange(!published)}>
        {published
          ? <FormattedMessage id="ops.content.unpublish" defaultMessage="Take off the site" />
          : <FormattedMessage id="ops.content.publish" defaultMessage="Put back on the site" />}
      </Button>
    </HStack>
  );
}

function LanguageButtons({ detail, lang, busy, onSelect }: { detail: OpsTextDetail; lang: Lang; busy: boolean; onSelect: (l: Lang) => void }) {
  const intl = useIntl();
  return (
    <HStack as="nav" gap="2" wrap="wrap" aria-label={intl.formatMessage({ id: 'ops.content.languagesNav', defaultMessage: 'Language to edit' })}>
      {languages.map((l) => {
        const missing = detail.missing.includes(l);
        return (
          <Button key={l} size="xs" variant={l === lang ? 'solid' : 'outline'} aria-pressed={l === lang} disabled={busy} onClick={() => onSelect(l)}>
            <span lang={l === 'jp' ? 'ja' : l}>{languageNames[l]}</span>
            {missing && <Badge colorPalette="orange" size="xs"><FormattedMessage id="ops.content.missing" defaultMessage="missing" /></Badge>}
          </Button>
        );
      })}
    </HStack>
  );
}

/** The draft as the public page draws it: its heading and paragraphs, placeholders filled. */
function Preview({ detail, lang, title, body }: { detail: OpsTextDetail; lang: Lang; title: string; body: string }) {
  return (
    <Stack gap="3" flex="1" minW="0" as="section" aria-labelledby="content-preview">
      <Heading as="h2" size="md" id="content-preview"><FormattedMessage id="ops.content.preview" defaultMessage="Preview" /></Heading>
      <Box dir={textDirection(lang)} lang={lang === 'jp' ? 'ja' : lang} borderWidth="1px" borderStyle="dashed" rounded="lg" p={{ base: '3', md: '5' }} data-testid="content-preview">
        <Stack gap="6">
          <Heading as="p" size="2xl">{fillFacts(title, detail.facts)}</Heading>
          <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '8' }}>
            <PlainText text={fillFacts(body, detail.facts)} />
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}

function History({ view, onRestore }: { view: ReturnType<typeof connectContentEdit>; onRestore: (version: number) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'ops.content.history', defaultMessage: 'History in {lang}' }, { lang: languageNames[view.lang] });
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">{label}</Heading>
      {view.history.length === 0
        ? <Text color="fg.muted"><FormattedMessage id="ops.content.noHistory" defaultMessage="No versions yet." /></Text>
        : (
          <DataTable
            label={label}
            columns={[
              { header: <FormattedMessage id="ops.content.version" defaultMessage="Version" />, end: true },
              { header: <FormattedMessage id="ops.content.when" defaultMessage="When" /> },
              { header: <FormattedMessage id="ops.content.who" defaultMessage="Who" /> },
              { header: <FormattedMessage id="ops.content.what" defaultMessage="Title" /> },
              {},
            ]}
          >
            {view.history.map((v) => (
              <Table.Row key={v.version} data-version={v.version}>
                <Table.Cell textAlign="end">{v.version}</Table.Cell>
                <Table.Cell><When at={v.created_at} /></Table.Cell>
                <Table.Cell wordBreak="break-all">{v.created_by}</Table.Cell>
                <Table.Cell>
                  {v.title}
                  {v.restored_from !== null && (
                    <Text fontSize="sm" color="fg.muted">
                      <FormattedMessage id="ops.content.restoredFrom" defaultMessage="restores version {version}" values={{ version: v.restored_from }} />
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {v.version === view.version
                    ? <Badge><FormattedMessage id="ops.content.current" defaultMessage="Shown now" /></Badge>
                    : (
                      <Button size="xs" variant="outline" disabled={view.busy} onClick={() => onRestore(v.version)}
                        aria-label={intl.formatMessage({ id: 'ops.content.restoreVersion', defaultMessage: 'Restore version {version}' }, { version: v.version })}>
                        <FormattedMessage id="ops.content.restore" defaultMessage="Restore" />
                      </Button>
                    )}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
    </Stack>
  );
}
