// /notice: the platform's notices, newest first; `?id=` opens one of them.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useContent, type ContentView } from '../../app/use-content';
import type { ContentData } from '../../services/content';
import { ContentPage } from '../../components/content/ContentPage';
import { MissingContent } from '../../components/content/MissingContent';
import { PlainText } from '../../components/content/PlainText';
import { ShownInEnglish } from '../../components/content/ShownInEnglish';
import { ContentState } from '../../components/feedback/ContentState';
import { positiveId } from './content-params';
import { ButtonLink } from '../../components/ui/ButtonLink';

type Notice = ContentData<'notices'>[number];

function NoticeItem({ notice }: { notice: Notice }) {
  return (
    <Box as="article" py="6" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Heading as="h2" size="lg" mb="1">{notice.title}</Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        <FormattedDate value={notice.updated_at} dateStyle="long" />
      </Text>
      <Stack gap="4"><ShownInEnglish lang={notice.lang} /><PlainText text={notice.content} /></Stack>
    </Box>
  );
}

function NoticeList({ notices, openId }: { notices: Notice[]; openId: number | null }) {
  if (openId !== null) {
    const notice = notices.find((n) => n.id === openId);
    return (
      <Stack gap="4" align="start">
        {notice ? <NoticeItem notice={notice} /> : <MissingContent backTo="/notice" />}
        <ButtonLink to="/notice" size="sm" variant="outline">
          <FormattedMessage id="content.notice.all" defaultMessage="All notices" />
        </ButtonLink>
      </Stack>
    );
  }
  if (notices.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="content.notice.empty" defaultMessage="There are no notices at the moment." />
      </Text>
    );
  }
  return <Stack gap="0">{notices.map((n) => <NoticeItem key={n.id} notice={n} />)}</Stack>;
}

export default function NoticeListScreen() {
  const [params] = useSearchParams();
  const notices: ContentView<Notice[]> = useContent('notices', null);
  return (
    <ContentPage title={<FormattedMessage id="content.notice.title" defaultMessage="Notices" />}>
      <ContentState view={notices}>{(items) => <NoticeList notices={items} openId={positiveId(params.get('id'))} />}</ContentState>
    </ContentPage>
  );
}
