// What a route shows when its code fails to load or throws (for example a page left open across
// a new deployment): a plain message and a reload, never a blank page.
import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MessagePage } from './MessagePage';

export function AppErrorFallback() {
  return (
    <MessagePage
      py="24"
      titleSize="xl"
      title={<FormattedMessage id="common.appError.title" defaultMessage="This page could not be shown" />}
      body={<FormattedMessage id="common.appError.body" defaultMessage="Something went wrong while opening this page. Reloading usually fixes it." />}
    >
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        <FormattedMessage id="common.reload" defaultMessage="Reload" />
      </Button>
    </MessagePage>
  );
}
