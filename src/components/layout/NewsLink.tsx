// The member's link to /news in the header, with the unread count kept live by the private
// `messages` channel (the unread flow). Loaded lazily with the member's view, so a default export.
import { Badge, Box, VisuallyHidden } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { usePlatform } from '../../app/platform-context';
import { usePageStream } from '../../app/use-page-stream';
import { newsUnreadFlow, selectUnread } from '../../machines/news-unread.flow';
import { newsUnreadServices } from '../../services/messages';
import { ButtonLink } from '../ui/ButtonLink';

const visuallyHidden = {
  position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0,
} as const;

export default function NewsLink() {
  const { client } = usePlatform();
  const stream = usePageStream();
  const flow = useActorRef(newsUnreadFlow.provide({ actors: newsUnreadServices(client, stream) }));
  const unread = useSelector(flow, selectUnread);
  return (
    <ButtonLink
      to="/news" variant="ghost" size="sm" px="2" data-testid="news-link" data-unread={unread}
    >
      {/* The name is what is shown, then "unread": on a phone only the count shows, the word stays for screen readers. */}
      <Box as="span" css={{ '@media (max-width: 479px)': visuallyHidden }}>
        <FormattedMessage id="news.link" defaultMessage="Messages" />
      </Box>
      <Badge colorPalette={unread > 0 ? 'red' : 'gray'} variant="solid" rounded="full" data-testid="news-unread">{unread}</Badge>
      <VisuallyHidden><FormattedMessage id="news.unreadWord" defaultMessage="unread" /></VisuallyHidden>
    </ButtonLink>
  );
}
