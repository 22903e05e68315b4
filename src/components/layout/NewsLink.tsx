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
import { desktopUp } from './desktop-media';
import { HeaderIcon } from './HeaderIcon';

export default function NewsLink() {
  const { client } = usePlatform();
  const stream = usePageStream();
  const flow = useActorRef(newsUnreadFlow.provide({ actors: newsUnreadServices(client, stream) }));
  const unread = useSelector(flow, selectUnread);
  return (
    <ButtonLink
      to="/news" variant="ghost" size="sm" px="2" data-testid="news-link" data-unread={unread}
    >
      {/* The name is what is shown, then "unread". On a phone, and on the desktop bar (which holds
          the whole navigation in every language), an envelope and the count show; the word stays
          for screen readers. */}
      <HeaderIcon>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </HeaderIcon>
      <Box as="span" css={{ '@media (max-width: 479px)': { srOnly: true }, [desktopUp]: { srOnly: true } }}>
        <FormattedMessage id="news.link" defaultMessage="Messages" />
      </Box>
      <Badge colorPalette={unread > 0 ? 'red' : 'gray'} variant="solid" rounded="full" data-testid="news-unread">{unread}</Badge>
      <VisuallyHidden><FormattedMessage id="news.unreadWord" defaultMessage="unread" /></VisuallyHidden>
    </ButtonLink>
  );
}
