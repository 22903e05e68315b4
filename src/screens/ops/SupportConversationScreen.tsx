// /ops/support/:id: one support conversation for staff. The messages, live; who the member is, how
// far verified and what of theirs waits (never a password or code); answering with text and an
// image; closing;
// the timeline and the audit log. A view of the support conversation flow.
import { useEffect, useMemo } from 'react';
import { Badge, Box, Button, Card, Field, Heading, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { useMessageText } from '../../components/forms/use-message-text';
import { ImageDropField } from '../../components/forms/ImageDropField';
import { selectUploadStage } from '../../machines/kyc-upload.flow';
import {
  opsSupportConversationEvents, selectCanClose, selectOpsSupport, selectOpsSupportStage, type OpsSupportConversationActor, type OpsSupportDetail,
} from '../../machines/ops-support-conversation.flow';
import { MessageBubble, SupportStateBadge, supportStateName } from '../support/support-parts';
import { ReviewTimeline, When } from './ops-review-parts';
import { ReviewerImage } from './ReviewerImage';
import { useAnswerImageSlot, useSupportConversationFlow } from './use-ops-support-flows';

const levelNames = {
  junior: { id: 'userCentre.juniorVerification', defaultMessage: 'Junior verification' },
  senior: { id: 'userCentre.seniorVerification', defaultMessage: 'Senior verification' },
  address: { id: 'userCentre.addressVerification', defaultMessage: 'Address verification' },
} as const;

function Member({ member }: { member: OpsSupportDetail['member'] }) {
  const intl = useIntl();
  const items = member.open_items;
  return (
    <Card.Root size="sm" data-testid="support-member">
      <Card.Body gap="2">
        <Heading as="h2" size="md"><FormattedMessage id="support.ops.member" defaultMessage="Member" /></Heading>
        <Text wordBreak="break-all">{member.name} · {member.email ?? member.phone ?? member.id}</Text>
        <Text fontSize="sm"><FormattedMessage id="support.ops.since" defaultMessage="Member since {at}" values={{ at: <When at={member.created_at} /> }} /></Text>
        <HStack gap="2" wrap="wrap">
          {member.verified_levels.length === 0
            ? <Badge><FormattedMessage id="support.ops.notVerified" defaultMessage="Not verified" /></Badge>
            : member.verified_levels.map((l) => <Badge key={l} colorPalette="green">{intl.formatMessage(levelNames[l])}</Badge>)}
        </HStack>
        <Text fontSize="sm" data-testid="support-open-items">
          <FormattedMessage
            id="support.ops.openItems"
            defaultMessage="Open items: {withdrawals} withdrawals, {deposits} manual deposits, {loans} loans"
            values={{ withdrawals: items.withdrawals, deposits: items.manual_deposits, loans: items.loans }}
          />
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The answer's image slot, started afresh (by its key) after each answer that went out. */
function ImageSlot({ flow, conversationId }: { flow: OpsSupportConversationActor; conversationId: string }) {
  const intl = useIntl();
  const slot = useAnswerImageSlot(flow, conversationId);
  const uploading = useSelector(slot, selectUploadStage) === 'uploading';
  useEffect(() => { flow.send({ type: 'UPLOADING', busy: uploading }); }, [flow, uploading]);
  return <ImageDropField label={intl.formatMessage({ id: 'support.attach', defaultMessage: 'Attach an image (optional)' })} slot={slot} />;
}

function AnswerForm({ flow, busy }: { flow: OpsSupportConversationActor; busy: 'answering' | 'closing' | null }) {
  const intl = useIntl();
  const say = useMessageText();
  const { text, problem, refusal, detail } = useSelector(flow, selectOpsSupport);
  const canClose = useSelector(flow, selectCanClose);
  const events = useMemo(() => opsSupportConversationEvents(flow), [flow]);
  const closed = detail?.conversation.state === 'closed';
  const answer = intl.formatMessage({ id: 'support.ops.answer', defaultMessage: 'Send the answer' });
  const close = intl.formatMessage({ id: 'support.ops.close', defaultMessage: 'Close the conversation' });
  return (
    <Stack as="form" gap="3" onSubmit={(e) => { e.preventDefault(); events.answer(); }}>
      {closed ? (
        <Text color="fg.muted"><FormattedMessage id="support.ops.closedHint" defaultMessage="This conversation is closed. A new message of the member opens it again." /></Text>
      ) : (
        <Field.Root invalid={!!problem}>
          <Field.Label><FormattedMessage id="support.ops.answerLabel" defaultMessage="Answer" /></Field.Label>
          <Textarea value={text} rows={4} onChange={(e) => events.text(e.target.value)} />
          {problem && (
            <Field.ErrorText>
              {problem === 'support.waitForUpload'
                ? intl.formatMessage({ id: 'support.waitForUpload', defaultMessage: 'Please wait until the image has uploaded.' })
                : say(problem)}
            </Field.ErrorText>
          )}
          <Field.HelperText><FormattedMessage id="support.ops.audited" defaultMessage="Every answer is kept in the audit log with your name." /></Field.HelperText>
        </Field.Root>
      )}
      {!closed && detail && <ImageSlot key={detail.messages.filter((m) => m.author === 'staff').length} flow={flow} conversationId={detail.conversation.id} />}
      <RefusalAlert refusal={refusal} />
      <HStack gap="3" wrap="wrap">
        {!closed && <Button type="submit" loading={busy === 'answering'} loadingText={answer} disabled={busy !== null}>{answer}</Button>}
        {/* While closing, CLOSE is no longer accepted; the button stays to show it is under way. */}
        {(canClose || busy === 'closing') && <Button variant="outline" loading={busy === 'closing'} loadingText={close} disabled={busy !== null} onClick={events.close}>{close}</Button>}
      </HStack>
    </Stack>
  );
}

export default function SupportConversationScreen() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const flow = useSupportConversationFlow(id);
  const stage = useSelector(flow, selectOpsSupportStage);
  const { detail, refusal } = useSelector(flow, selectOpsSupport);
  const member = intl.formatMessage({ id: 'support.ops.memberAuthor', defaultMessage: 'Member' });
  const staff = intl.formatMessage({ id: 'support.author.staff', defaultMessage: 'Support' });
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl"><FormattedMessage id="support.ops.conversationTitle" defaultMessage="Support conversation" /></Heading>
        <Button asChild size="sm" variant="ghost"><Link to="/ops/support"><FormattedMessage id="ops.review.back" defaultMessage="Back to the queue" /></Link></Button>
      </HStack>
      {stage === 'loading' && <PageLoading />}
      {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={opsSupportConversationEvents(flow).retry} />}
      {detail && stage !== 'loading' && stage !== 'unavailable' && (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" minW="0">
          <Stack gap="4" gridColumn={{ lg: 'span 2' }} minW="0">
            <SupportStateBadge state={detail.conversation.state} />
            <Stack as="ol" gap="2" p="0" m="0" aria-live="polite" aria-label={intl.formatMessage({ id: 'support.history', defaultMessage: 'Conversation history' })}>
              {detail.messages.map((m) => (
                <MessageBubble key={m.id} own={m.author === 'staff'} author={m.author === 'staff' ? staff : member} at={m.created_at} text={m.text}
                  image={m.image ? <Box mt="2"><ReviewerImage uploadId={m.image} label={intl.formatMessage({ id: 'support.image', defaultMessage: 'Attached image' })} /></Box> : undefined} />
              ))}
            </Stack>
            <AnswerForm flow={flow} busy={stage === 'answering' || stage === 'closing' ? stage : null} />
          </Stack>
          <Stack gap="4" minW="0">
            <Member member={detail.member} />
            <ReviewTimeline detail={detail} stateNames={supportStateName} />
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
