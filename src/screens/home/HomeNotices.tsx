// The latest notices (web/getGG), newest first, each opening on the notices page; one shown in
// English for want of a translation is marked so.
import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useContent } from '../../app/use-content';
import { ContentState } from '../../components/feedback/ContentState';
import { InEnglishMark } from '../../components/content/InEnglishMark';

const shownOnHome = 4;

export function HomeNotices() {
  const notices = useContent('notices', null);
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="5" h="full">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="md">
          <FormattedMessage id="home.notices.title" defaultMessage="Notices" />
        </Heading>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to="/notice">
            <FormattedMessage id="home.notices.all" defaultMessage="All notices" />
          </RouterLink>
        </Link>
      </HStack>
      <ContentState view={notices} compact>
        {(items) =>
          items.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="home.notices.empty" defaultMessage="There are no notices at the moment." />
            </Text>
          ) : (
            <Stack gap="0">
              {items.slice(0, shownOnHome).map((notice) => (
                <Link asChild key={notice.id} display="block" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} _hover={{ textDecoration: 'none', color: 'brand.fg' }}>
                  <RouterLink to={`/notice?id=${notice.id}`}>
                    <HStack gap="2" justify="space-between"><Text lineClamp={1}>{notice.title}</Text><InEnglishMark lang={notice.lang} /></HStack>
                    <Text fontSize="xs" color="fg.subtle">
                      <FormattedDate value={notice.updated_at} dateStyle="medium" />
                    </Text>
                  </RouterLink>
                </Link>
              ))}
            </Stack>
          )
        }
      </ContentState>
    </Box>
  );
}
