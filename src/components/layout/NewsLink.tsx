// The member's link to /news in the header, with the unread count kept live by the private
// `messages` channel (the unread flow). Loaded lazily with the member's view, so a default export.
import { Badge, Box } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePlatform } from '../../app/platform-context';
import { usePageStream } from '../../app/use-page-stream';
import { newsUnreadFlow, selectUnread } from '../../machines/news-unread.flow';
import { newsUnreadServices } from '../../services/messages';
import { ButtonLink } from '../ui/ButtonLink';

export default function NewsLink() {
  const { client } = usePlatform();
  const stream = usePageStream();
  const flow = useActorRef(newsUnreadFlow.provide({ actors: newsUnreadServices(client, stream) }));
  const unread = useSelector(flow, selectUnread);
  const intl = useIntl();
  return (
    <ButtonLink
      to="/news" variant="ghost" size="sm" px="2" data-testid="news-link" data-unread={unread}
      aria-label={intl.formatMessage({ id: 'news.linkLabel', defaultMessage: 'My messages, {count} unread' }, { count: unread })}
    >
      <Box as="span" css={{ '@media (max-width: 479px)': { display: 'none' } }}>
        <FormattedMessage id="news.link" defaultMessage="Messages" />
      </Box>
      <Badge colorPalette={unread > 0 ? 'red' : 'gray'} variant="solid" rounded="full" data-testid="news-unread">{unread}</Badge>
    </ButtonLink>
  );
}
