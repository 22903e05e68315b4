// /help: the help centre, a list of help articles from the server.
import { Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useContent } from '../../app/use-content';
import { ContentPage } from '../../components/content/ContentPage';
import { ContentState } from '../../components/feedback/ContentState';

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
                    <RouterLink to={`/helpDetail?id=${item.id}`}>{item.title}</RouterLink>
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
