// /help: the help centre, a list of help articles from the server; an article not yet translated
// into the chosen language is listed in English, marked so.
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useContent } from '../../app/use-content';
import { ContentPage } from '../../components/content/ContentPage';
import { ContentState } from '../../components/feedback/ContentState';
import { InEnglishMark } from '../../components/content/InEnglishMark';

export default function HelpListScreen() {
  const articles = useContent('helpList', null);
  return (
    <ContentPage title={<FormattedMessage id="content.help.title" defaultMessage="Help centre" />}>
      <ContentState view={articles}>
        {(items) =>
          items.length === 0 ? (
            <Text color="fg.muted">
              <FormattedMessage id="content.help.empty" defaultMessage="No help articles have been published yet." />
            </Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none">
              {items.map((item) => (
                <li key={item.id}>
                  <Link asChild display="block" py="3" borderBottomWidth="1px" borderColor="border.muted" _hover={{ color: 'brand.fg', textDecoration: 'none' }}>
                    <RouterLink to={`/helpDetail?id=${item.id}`}>
                      <HStack gap="2" justify="space-between"><Text as="span">{item.title}</Text><InEnglishMark lang={item.lang} /></HStack>
                    </RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          )
        }
      </ContentState>
    </ContentPage>
  );
}
