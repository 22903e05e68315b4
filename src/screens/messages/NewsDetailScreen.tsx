// /newsDetail?id=: one message, marked read by opening it. A view of the detail flow.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { newsDetailEvents, selectNewsDetail, selectNewsDetailStage } from '../../machines/news-detail.flow';
import { NewsBody, NewsTitle } from './news-text';
import { useNewsDetail } from './use-news';

function NewsDetail({ id }: { id: string }) {
  const flow = useNewsDetail(id);
  const stage = useSelector(flow, selectNewsDetailStage);
  const { read, refusal } = useSelector(flow, selectNewsDetail);
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={newsDetailEvents(flow).retry} />;
  if (stage === 'opening' || !read) return <PageLoading />;
  const m = read.message;
  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="4" bg="bg.panel" data-testid="news-detail" data-kind={m.kind}>
      <Stack gap="3">
        <Heading as="h1" size="lg" overflowWrap="anywhere"><NewsTitle message={m} /></Heading>
        <Text fontSize="sm" color="fg.muted"><FormattedDate value={m.created_at} dateStyle="medium" timeStyle="short" /></Text>
        <NewsBody message={m} />
      </Stack>
    </Box>
  );
}

export function NewsDetailScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <Stack gap="4">
      <RouterTextLink to="/news"><FormattedMessage id="news.back" defaultMessage="Back to my messages" /></RouterTextLink>
      {id ? <NewsDetail key={id} id={id} /> : (
        <Text color="fg.muted"><FormattedMessage id="news.missing" defaultMessage="No message is chosen." /></Text>
      )}
    </Stack>
  );
}
