// What both sides of support show: a conversation's state and one message bubble.
import type { ReactNode } from 'react';
import { Badge, Box, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import type { SupportConversationState } from '../../../api/lifecycles/support-conversation.lifecycle';

const stateNames = defineMessages({
  open: { id: 'support.state.open', defaultMessage: 'Waiting for support' },
  answered: { id: 'support.state.answered', defaultMessage: 'Answered' },
  closed: { id: 'support.state.closed', defaultMessage: 'Closed' },
});

export function SupportStateBadge({ state }: { state: SupportConversationState }) {
  const intl = useIntl();
  return <Badge data-testid="support-state" data-state={state} colorPalette={state === 'open' ? 'orange' : state === 'answered' ? 'green' : 'gray'}>{intl.formatMessage(stateNames[state])}</Badge>;
}

export const supportStateName = stateNames;

/** One message: the writer's own on the end side, the other side's on the start side. */
export function MessageBubble({ own, author, at, text, image }: { own: boolean; author: ReactNode; at: number; text: string; image?: ReactNode }) {
  const intl = useIntl();
  return (
    <Box
      as="li" listStyleType="none" data-testid="support-message" alignSelf={own ? 'flex-end' : 'flex-start'} maxW={{ base: '90%', md: '75%' }}
      bg={own ? 'blue.subtle' : 'bg.muted'} rounded="lg" px="3" py="2"
    >
      <Text fontSize="xs" color="fg.muted">{author} · {intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}</Text>
      {text && <Text whiteSpace="pre-wrap" wordBreak="break-word">{text}</Text>}
      {image}
    </Box>
  );
}
