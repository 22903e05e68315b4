// /ops/content/new (content editors and admins): a new help article or notice, written in English
// first; once created the editor is taken to its edit page to translate it and see its preview.
// A view of the text create chart.
import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { Button, Field, Heading, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { creatableTextKinds } from '../../../api/endpoints/content-edit';
import { FormField } from '../../components/forms/FormField';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { useMessageText } from '../../components/forms/use-message-text';
import { opsTextCreateEvents, opsTextCreateFlow, selectTextCreateBusy, selectTextCreated, selectTextCreateForm } from '../../machines/ops-text-create.flow';
import { textCreateServices } from '../../services/content-edit';
import { useOps } from './ops-session';
import { textKindNames } from './content-labels';

export default function ContentCreateScreen() {
  const intl = useIntl();
  const messageText = useMessageText();
  const { client } = useOps();
  const flow = useActorRef(opsTextCreateFlow.provide({ actors: textCreateServices(client) }));
  const events = useMemo(() => opsTextCreateEvents(flow), [flow]);
  const { values, errors, refusal } = useSelector(flow, selectTextCreateForm);
  const busy = useSelector(flow, selectTextCreateBusy);
  const created = useSelector(flow, selectTextCreated);
  if (created !== null) return <Navigate to={`/ops/content/${created}`} replace />;
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl"><FormattedMessage id="ops.content.newTitle" defaultMessage="New help article or notice" /></Heading>
      <Text color="fg.muted">
        <FormattedMessage id="ops.content.newIntro" defaultMessage="Write it in English first. The other languages stay missing, shown to visitors in English and marked so, until you translate them on the next page." />
      </Text>
      <Stack as="form" gap="4" onSubmit={(e) => { e.preventDefault(); events.submit(); }}>
        <Field.Root>
          <Field.Label><FormattedMessage id="ops.content.kind" defaultMessage="Kind" /></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.kind ?? 'help'} onChange={(e) => events.change('kind', e.target.value)}>
              {creatableTextKinds.map((k) => <option key={k} value={k}>{intl.formatMessage(textKindNames[k])}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <FormField
          label={intl.formatMessage({ id: 'ops.content.newTitleField', defaultMessage: 'Title (English)' })}
          value={values.title ?? ''} onChange={(v) => events.change('title', v)} error={errors.title} maxLength={200}
        />
        <Field.Root invalid={!!errors.body}>
          <Field.Label><FormattedMessage id="ops.content.newBodyField" defaultMessage="Text (English)" /></Field.Label>
          <Textarea value={values.body ?? ''} onChange={(e) => events.change('body', e.target.value)} rows={10} />
          {errors.body && <Field.ErrorText>{messageText(errors.body)}</Field.ErrorText>}
        </Field.Root>
        <RefusalAlert refusal={refusal} />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
          <FormattedMessage id="ops.content.create" defaultMessage="Create" />
        </Button>
      </Stack>
    </Stack>
  );
}
