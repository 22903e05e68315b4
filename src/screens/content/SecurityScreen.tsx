// /security: how this exchange protects accounts, limited to what the software actually does, and
// its proof of liabilities (ProofSection).
import { List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ContentPage } from '../../components/content/ContentPage';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ProofSection } from './ProofSection';

export default function SecurityScreen() {
  return (
    <ContentPage title={<FormattedMessage id="content.security.title" defaultMessage="How your account is protected" />}>
      <Stack gap="6" align="start">
        <List.Root gap="3" ps="5">
          <List.Item>
            <FormattedMessage id="content.security.passwordHash" defaultMessage="Passwords are stored only as one-way hashes (Argon2). Nobody at the exchange can read them." />
          </List.Item>
          <List.Item>
            <FormattedMessage id="content.security.lockout" defaultMessage="Too many wrong passwords lock the login for a while, which stops guessing." />
          </List.Item>
          <List.Item>
            <FormattedMessage id="content.security.codes" defaultMessage="Verification codes sent by email or SMS expire after 10 minutes and work only once." />
          </List.Item>
          <List.Item>
            <FormattedMessage id="content.security.tpwd" defaultMessage="Money actions are confirmed with a separate 6-digit transaction password." />
          </List.Item>
          <List.Item>
            <FormattedMessage
              id="content.security.withdrawLock"
              defaultMessage="After a change of password, transaction password, email, phone or security questions, withdrawals pause for 24 hours. The user centre shows when the pause ends."
            />
          </List.Item>
          <List.Item>
            <FormattedMessage id="content.security.sessions" defaultMessage="Resetting a forgotten password signs out every session of the account." />
          </List.Item>
          <List.Item>
            <FormattedMessage id="content.security.ledger" defaultMessage="Every change of a balance is a ledger entry with its reason, and the ledger is checked to add up." />
          </List.Item>
        </List.Root>
        <Text color="fg.muted">
          <FormattedMessage id="content.security.yourPart" defaultMessage="Your part: use a password you use nowhere else, and never share codes or your transaction password, not even with support." />
        </Text>
        <ButtonLink to="/setting" colorPalette="brand" variant="subtle">
          <FormattedMessage id="content.security.settings" defaultMessage="Review my security settings" />
        </ButtonLink>
        <ProofSection />
      </Stack>
    </ContentPage>
  );
}
