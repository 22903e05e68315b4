// /service: the member's conversation with support. The history, oldest first, with new messages
// arriving live; a message of text, an image, or both; the state of the conversation and what it
// means. A view of the support chat flow.
import { useEffect, useMemo } from 'react';
import { Box, Button, Heading, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SUPPORT_MESSAGES_PER_MINUTE, SUPPORT_TEXT_MAX } from '../../../api/support-rules';
import { PageLoading } from '../../components/feedback/PageLoading';
import { Notice } from '../../components/feedback/Notice';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { ImageDropField } from '../../components/forms/ImageDropField';
import { useMessageText } from '../../components/forms/use-message-text';
import { selectSupportChat, selectSupportChatStage, supportChatEvents, type SupportChatActor } from '../../machines/support-chat.flow';
import type { SupportMessage } from '../../machines/support-thread';
import { selectUploadStage } from '../../machines/kyc-upload.flow';
import { MessageBubble, SupportStateBadge } from './support-parts';
import { useSupportChatFlow, useSupportImage, useSupportImageSlot } from './use-support';

function AttachedImage({ uploadId }: { uploadId: string }) {
  const intl = useIntl();
  const { url, failed } = useSupportImage(uploadId);
  const alt = intl.formatMessage({ id: 'support.image', defaultMessage: 'Attached image' });
  if (url) return <Image src={url} alt={alt} maxH="60" mt="2" rounded="md" objectFit="contain" />;
  return <Text fontSize="sm" color="fg.muted">{failed ? <FormattedMessage id="common.loadFailed.title" defaultMessage="Not loaded" /> : '…'}</Text>;
}

function Thread({ messages }: { messages: SupportMessage[] }) {
  const intl = useIntl();
  const you = intl.formatMessage({ id: 'support.author.you', defaultMessage: 'You' });
  const staff = intl.formatMessage({ id: 'support.author.staff', defaultMessage: 'Support' });
  return (
    <Stack as="ol" gap="2" aria-label={intl.formatMessage({ id: 'support.history', defaultMessage: 'Conversation history' })} aria-live="polite" p="0" m="0">
      {messages.map((m) => (
        <MessageBubble key={m.id} own={m.author === 'user'} author={m.author === 'user' ? you : staff} at={m.created_at} text={m.text}
          image={m.image ? <AttachedImage uploadId={m.image} /> : undefined} />
      ))}
    </Stack>
  );
}

/** The image slot, started afresh (by its key) after each message that went out. */
function ImageSlot({ chat }: { chat: SupportChatActor }) {
  const intl = useIntl();
  const slot = useSupportImageSlot(chat);
  const uploading = useSelector(slot, selectUploadStage) === 'uploading';
  useEffect(() => { chat.send({ type: 'UPLOADING', busy: uploading }); }, [chat, uploading]);
  return <ImageDropField label={intl.formatMessage({ id: 'support.attach', defaultMessage: 'Attach an image (optional)' })} slot={slot} />;
}

function Composer({ chat, sending }: { chat: SupportChatActor; sending: boolean }) {
  const intl = useIntl();
  const say = useMessageText();
  const { text, problem, refusal, messages } = useSelector(chat, selectSupportChat);
  const events = useMemo(() => supportChatEvents(chat), [chat]);
  const label = intl.formatMessage({ id: 'support.send', defaultMessage: 'Send' });
  const sentByMe = messages.filter((m) => m.author === 'user').length;
  return (
    <Stack as="form" gap="3" onSubmit={(e) => { e.preventDefault(); events.send(); }}>
      <Box>
        <Text asChild fontWeight="medium" display="block" mb="1">
          <label htmlFor="support-text"><FormattedMessage id="support.message" defaultMessage="Your message" /></label>
        </Text>
        <Textarea id="support-text" value={text} rows={4} maxLength={SUPPORT_TEXT_MAX + 100}
          aria-invalid={problem ? true : undefined} aria-describedby="support-text-help"
          onChange={(e) => events.text(e.target.value)} />
        <Text id="support-text-help" fontSize="sm" color={problem ? 'fg.error' : 'fg.muted'}>
          {problem === 'support.waitForUpload'
            ? intl.formatMessage({ id: 'support.waitForUpload', defaultMessage: 'Please wait until the image has uploaded.' })
            : problem ? say(problem) : intl.formatMessage({ id: 'support.bound', defaultMessage: 'Up to {max} characters; at most {perMinute} messages a minute.' }, { max: SUPPORT_TEXT_MAX, perMinute: SUPPORT_MESSAGES_PER_MINUTE })}
        </Text>
      </Box>
      <ImageSlot key={sentByMe} chat={chat} />
      <RefusalAlert refusal={refusal} />
      <Button type="submit" alignSelf="start" loading={sending} loadingText={label}>{label}</Button>
    </Stack>
  );
}

export function ServiceScreen() {
  const chat = useSupportChatFlow();
  const stage = useSelector(chat, selectSupportChatStage);
  const { conversation, messages, refusal } = useSelector(chat, selectSupportChat);
  return (
    <Stack gap="4" maxW="3xl" w="full" minW="0">
      <Heading as="h1" size="lg"><FormattedMessage id="support.title" defaultMessage="Online support" /></Heading>
      {stage === 'loading' && <PageLoading />}
      {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={supportChatEvents(chat).retry} />}
      {(stage === 'editing' || stage === 'sending') && (
        <>
          {conversation ? (
            <Stack direction="row" align="center" gap="2" wrap="wrap">
              <SupportStateBadge state={conversation.state} />
              <Text fontSize="sm" color="fg.muted">
                {conversation.state === 'closed'
                  ? <FormattedMessage id="support.closedHint" defaultMessage="Support closed this conversation. Writing again opens it again, with its history." />
                  : <FormattedMessage id="support.liveHint" defaultMessage="Answers appear here as soon as support writes." />}
              </Text>
            </Stack>
          ) : (
            <Notice status="info" role="note">
              <FormattedMessage id="support.intro" defaultMessage="Write to our support staff. They see your verification level and your pending items, never your passwords or codes." />
            </Notice>
          )}
          {messages.length > 0 && <Thread messages={messages} />}
          <Composer chat={chat} sending={stage === 'sending'} />
        </>
      )}
    </Stack>
  );
}
