// The catch-all route: the address does not exist on this site.
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export default function NotFoundScreen() {
  return (
    <Center py="20">
      <Stack gap="4" align="center" textAlign="center" maxW="lg" data-testid="not-found">
        <Text fontSize="6xl" fontWeight="bold" color="fg.subtle" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          <FormattedMessage id="common.notFound.title" defaultMessage="Page not found" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="common.notFound.body" defaultMessage="There is no page at this address. It may have moved, or the link may be mistyped." />
        </Text>
        <Button asChild colorPalette="brand" variant="subtle">
          <RouterLink to="/">
            <FormattedMessage id="common.backHome" defaultMessage="Back to home" />
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
