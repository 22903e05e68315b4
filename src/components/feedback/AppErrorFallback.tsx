// What a route shows when its code fails to load or throws (for example a page left open across
// a new deployment): a plain message and a reload, never a blank page.
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function AppErrorFallback() {
  return (
    <Center py="24">
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Heading as="h1" size="xl">
          <FormattedMessage id="common.appError.title" defaultMessage="This page could not be shown" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="common.appError.body" defaultMessage="Something went wrong while opening this page. Reloading usually fixes it." />
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          <FormattedMessage id="common.reload" defaultMessage="Reload" />
        </Button>
      </Stack>
    </Center>
  );
}
