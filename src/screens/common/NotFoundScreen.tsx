// The catch-all route: the address does not exist on this site.
import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { BackHomeLink, MessagePage } from '../../components/feedback/MessagePage';

export default function NotFoundScreen() {
  return (
    <MessagePage
      testId="not-found"
      above={
        <Text fontSize="6xl" fontWeight="bold" color="fg.subtle" lineHeight="1">
          404
        </Text>
      }
      title={<FormattedMessage id="common.notFound.title" defaultMessage="Page not found" />}
      body={<FormattedMessage id="common.notFound.body" defaultMessage="There is no page at this address. It may have moved, or the link may be mistyped." />}
    >
      <BackHomeLink />
    </MessagePage>
  );
}
