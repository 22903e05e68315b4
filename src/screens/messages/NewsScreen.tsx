// /news: my messages, newest first, unread ones marked, each opening its detail; new ones arrive
// live on top; a notice shown in English for want of a translation is marked so. A view of the list flow.
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { newsListEvents, selectNews, selectNewsStage, type NewsMessage } from '../../machines/news-list.flow';
import { InEnglishMark } from '../../components/content/InEnglishMark';
import { useSessionSelector } from '../../app/platform-context';
import { selectLang } from '../../machines/session.selectors';
import type { Lang } from '../../../api/languages';
import { NewsTitle, noticeIn } from './news-text';
import { useNewsList } from './use-news';

function NewsRow({ message }: { message: NewsMessage }) {
  const unread = message.state === 'unread';
  const lang = useSessionSelector(selectLang) as Lang;
  const shownIn = message.kind === 'notice' ? noticeIn(message, lang).text?.lang : undefined;
  return (
    <Box
      asChild borderWidth="1px" rounded="lg" p="3" bg={unread ? 'bg.emphasized' : 'bg.panel'} _hover={{ borderColor: 'border.emphasized' }}
      data-testid="news-row" data-kind={message.kind} data-state={message.state}
    >
      <Link to={`/newsDetail?id=${encodeURIComponent(message.id)}`}>
        <Flex gap="2" wrap="wrap" align="center" justify="space-between">
          <Text fontWeight={unread ? 'semibold' : 'normal'} minW="0" overflowWrap="anywhere"><NewsTitle message={message} /></Text>
          <Flex gap="2" align="center">
            <InEnglishMark lang={shownIn as Lang | undefined} />
            {unread && <Badge colorPalette="brand"><FormattedMessage id="news.unread" defaultMessage="Unread" /></Badge>}
            <Text fontSize="sm" color="fg.muted"><FormattedDate value={message.created_at} dateStyle="medium" timeStyle="short" /></Text>
          </Flex>
        </Flex>
      </Link>
    </Box>
  );
}

export function NewsScreen() {
  const flow = useNewsList();
  const stage = useSelector(flow, selectNewsStage);
  const { messages, unread, more, refusal } = useSelector(flow, selectNews);
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="baseline" justify="space-between">
        <Heading as="h1" size="lg"><FormattedMessage id="news.title" defaultMessage="My messages" /></Heading>
        {stage !== 'loading' && stage !== 'unavailable' && (
          <Text color="fg.muted" data-testid="news-unread-total"><FormattedMessage id="news.unreadTotal" defaultMessage="{count, plural, =0 {No unread messages} one {# unread message} other {# unread messages}}" values={{ count: unread }} /></Text>
        )}
      </Flex>
      {stage === 'unavailable' ? <UnavailableAlert refusal={refusal} onRetry={newsListEvents(flow).retry} />
        : stage === 'loading' ? <PageLoading />
        : (
          <Stack gap="2">
            {messages.length === 0
              ? <Text py="6" textAlign="center" color="fg.muted"><FormattedMessage id="news.empty" defaultMessage="No messages yet." /></Text>
              : messages.map((m) => <NewsRow key={m.id} message={m} />)}
            <RefusalAlert refusal={refusal} />
            {more && (
              <Button alignSelf="center" variant="outline" size="sm" loading={stage === 'loadingMore'} onClick={newsListEvents(flow).more}>
                <FormattedMessage id="news.more" defaultMessage="Show older messages" />
              </Button>
            )}
          </Stack>
        )}
    </Stack>
  );
}
