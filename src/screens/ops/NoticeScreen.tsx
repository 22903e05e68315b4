// /ops/notices (admins): a notice to every user, a title and text in English (required) and in any
// other language. Each user sees it among their messages, in their language or else in English.
// A view of the ops notice chart.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageNames, languages } from '../../../api/languages';
import { FormField } from '../../components/forms/FormField';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { useMessageText } from '../../components/forms/use-message-text';
import { Notice } from '../../components/feedback/Notice';
import { opsNoticeEvents, opsNoticeFlow, selectNoticeBusy, selectNoticeForm, selectNoticePosted } from '../../machines/ops-notice.flow';
import { opsNoticeServices } from '../../services/messages';
import { useOps } from './ops-session';

export default function NoticeScreen() {
  const intl = useIntl();
  const messageText = useMessageText();
  const { client } = useOps();
  const flow = useActorRef(opsNoticeFlow.provide({ actors: opsNoticeServices(client) }));
  const events = useMemo(() => opsNoticeEvents(flow), [flow]);
  const { values, errors, refusal } = useSelector(flow, selectNoticeForm);
  const busy = useSelector(flow, selectNoticeBusy);
  const posted = useSelector(flow, selectNoticePosted);
  const title = intl.formatMessage({ id: 'ops.notice.title', defaultMessage: 'Notice to all users' });
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">{title}</Heading>
      <Text color="fg.muted">
        <FormattedMessage id="ops.notice.intro" defaultMessage="Write the notice in English and in any other language you can. Each user gets it as a message in their language, or in English marked so. Posting is recorded in the audit log." />
      </Text>
      {posted ? (
        <Stack gap="3" align="start">
          <Notice status="success" role="status">
            <FormattedMessage id="ops.notice.posted" defaultMessage="Notice sent to {count, plural, one {# user} other {# users}}." values={{ count: posted.recipients }} />
          </Notice>
          <Button variant="outline" onClick={events.another}><FormattedMessage id="ops.notice.another" defaultMessage="Write another notice" /></Button>
        </Stack>
      ) : (
        <Stack as="form" gap="4" onSubmit={(e) => { e.preventDefault(); events.submit(); }}>
          {languages.map((lang) => (
            <Stack key={lang} as="fieldset" gap="2" borderWidth="1px" rounded="md" p="3" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
              <Text as="legend" fontWeight="semibold" px="1">
                {languageNames[lang]}{lang === 'en' ? ` · ${intl.formatMessage({ id: 'ops.notice.required', defaultMessage: 'required' })}` : ''}
              </Text>
              <FormField
                label={intl.formatMessage({ id: 'ops.notice.titleField', defaultMessage: 'Title ({lang})' }, { lang: languageNames[lang] })}
                value={values[`title_${lang}`] ?? ''} onChange={(v) => events.change(`title_${lang}`, v)} error={errors[`title_${lang}`]} maxLength={200}
              />
              <Field.Root invalid={!!errors[`body_${lang}`]}>
                <Field.Label><FormattedMessage id="ops.notice.bodyField" defaultMessage="Text ({lang})" values={{ lang: languageNames[lang] }} /></Field.Label>
                <Textarea value={values[`body_${lang}`] ?? ''} onChange={(e) => events.change(`body_${lang}`, e.target.value)} rows={3} maxLength={5000} />
                {errors[`body_${lang}`] && <Field.ErrorText>{messageText(errors[`body_${lang}`]!, lang)}</Field.ErrorText>}
              </Field.Root>
            </Stack>
          ))}
          <RefusalAlert refusal={refusal} />
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
            <FormattedMessage id="ops.notice.send" defaultMessage="Send to all users" />
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
