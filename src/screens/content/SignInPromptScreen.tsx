// /text (spec §2): the page that asks a visitor to sign in.
import { HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MessagePage } from '../../components/feedback/MessagePage';
import { ButtonLink } from '../../components/ui/ButtonLink';

export default function SignInPromptScreen() {
  return (
    <MessagePage
      gap="5"
      title={<FormattedMessage id="content.signIn.title" defaultMessage="Please sign in" />}
      body={<FormattedMessage id="content.signIn.body" defaultMessage="Sign in to your account to continue, or create one if you are new here." />}
    >
      <HStack gap="3">
        <ButtonLink to="/login" colorPalette="brand">
          <FormattedMessage id="nav.login" defaultMessage="Login" />
        </ButtonLink>
        <ButtonLink to="/register" variant="outline">
          <FormattedMessage id="nav.register" defaultMessage="Register" />
        </ButtonLink>
      </HStack>
    </MessagePage>
  );
}
