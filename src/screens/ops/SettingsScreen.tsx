// /ops/settings (admins): every setting with its description, value, default and last change; one
// row at a time is edited and saved. The server checks the value and audit-logs the change. A view
// of the ops settings chart.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Code, Field, Heading, HStack, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { connectSettings, opsSettingsEvents, selectSettingsStage, type OpsSetting } from '../../machines/ops-settings.flow';
import { When } from './ops-review-parts';
import { settingAbout, settingKinds } from './ops-setting-labels';
import { useSettingsFlow } from './use-ops-flows';
import { DataTable } from '../../components/ui/DataTable';
import { Notice } from '../../components/feedback/Notice';

export default function SettingsScreen() {
  const intl = useIntl();
  const flow = useSettingsFlow();
  const events = useMemo(() => opsSettingsEvents(flow), [flow]);
  const stage = useSelector(flow, selectSettingsStage);
  const view = useSelector(flow, connectSettings, (a, b) => JSON.stringify(a) === JSON.stringify(b));

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed') return <UnavailableAlert refusal={view.refusal} onRetry={events.retry} />;
  const title = intl.formatMessage({ id: 'ops.settings.title', defaultMessage: 'Settings' });
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">{title}</Heading>
      <Text color="fg.muted">
        <FormattedMessage id="ops.settings.intro" defaultMessage="Every change is checked against the setting's type, takes effect at once and is recorded in the audit log with your name and the old and new values." />
      </Text>
      {view.saved && (
        <Notice status="success" role="status"><FormattedMessage id="ops.settings.saved" defaultMessage="{key} saved." values={{ key: view.saved }} /></Notice>
      )}
      <DataTable
        label={title}
        scroll={false}
        columns={[
          { header: <FormattedMessage id="ops.settings.setting" defaultMessage="Setting" /> },
          { header: <FormattedMessage id="ops.settings.value" defaultMessage="Value" /> },
          { header: <FormattedMessage id="ops.settings.default" defaultMessage="Default" /> },
          { header: <FormattedMessage id="ops.settings.changed" defaultMessage="Last change" /> },
          {},
        ]}
      >
        {view.settings.map((s) => (
          <Table.Row key={s.key} data-setting={s.key}>
            <Table.Cell maxW="md">
              <Code>{s.key}</Code>
              {settingAbout[s.key] && <Text fontSize="sm" color="fg.muted">{intl.formatMessage(settingAbout[s.key])}</Text>}
            </Table.Cell>
            <Table.Cell maxW="md">
              {view.editing === s.key
                ? <SettingEditor setting={s} draft={view.draft} saving={view.saving} refusal={view.refusal} events={events} />
                : <Code whiteSpace="pre-wrap" wordBreak="break-all">{s.value}</Code>}
            </Table.Cell>
            <Table.Cell maxW="xs"><Code whiteSpace="pre-wrap" wordBreak="break-all">{s.default}</Code></Table.Cell>
            <Table.Cell>
              {s.updated_at !== null ? <Text fontSize="sm"><When at={s.updated_at} /><br />{s.updated_by}</Text> : null}
            </Table.Cell>
            <Table.Cell>
              {view.editing !== s.key && (
                <Button size="xs" variant="outline" disabled={view.saving} onClick={() => events.edit(s.key)}
                  aria-label={intl.formatMessage({ id: 'ops.settings.editKey', defaultMessage: 'Edit {key}' }, { key: s.key })}>
                  <FormattedMessage id="ops.settings.edit" defaultMessage="Edit" />
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}

function SettingEditor({ setting, draft, saving, refusal, events }: {
  setting: OpsSetting; draft: string; saving: boolean; refusal: ReturnType<typeof connectSettings>['refusal'];
  events: ReturnType<typeof opsSettingsEvents>;
}) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label srOnly>
          <FormattedMessage id="ops.settings.newValue" defaultMessage="New value of {key}" values={{ key: setting.key }} />
        </Field.Label>
        <Textarea value={draft} rows={setting.kind === 'json' ? 3 : 1} fontFamily="mono" maxLength={4000} onChange={(e) => events.changeDraft(e.target.value)} />
        <Field.HelperText>{intl.formatMessage(settingKinds[setting.kind])}</Field.HelperText>
      </Field.Root>
      <RefusalAlert refusal={refusal} />
      <HStack>
        <Button size="xs" colorPalette="green" loading={saving} onClick={events.save}>
          <FormattedMessage id="ops.settings.save" defaultMessage="Save" />
        </Button>
        <Button size="xs" variant="ghost" disabled={saving} onClick={events.cancel}>
          <FormattedMessage id="ops.settings.cancel" defaultMessage="Cancel" />
        </Button>
      </HStack>
    </Stack>
  );
}
