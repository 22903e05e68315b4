// /text (spec §2): the page that asks a visitor to sign in.
import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export default function SignInPromptScreen() {
  return (
    <Center py="20">
      <Stack gap="5" align="center" textAlign="center" maxW="lg">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="content.signIn.title" defaultMessage="Please sign in" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="content.signIn.body" defaultMessage="Sign in to your account to continue, or create one if you are new here." />
        </Text>
        <HStack gap="3">
          <Button asChild colorPalette="brand">
            <RouterLink to="/login">
              <FormattedMessage id="nav.login" defaultMessage="Login" />
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/register">
              <FormattedMessage id="nav.register" defaultMessage="Register" />
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
