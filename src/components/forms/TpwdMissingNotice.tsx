// Said where money is about to move but no transaction password is set yet: why it stops, and a
// link to the page that sets one. Withdrawals and transfers both show it.
import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { RouterTextLink } from './RouterTextLink';
import { useMessageText } from './use-message-text';

export function TpwdMissingNotice() {
  const messageText = useMessageText();
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Description>
        {messageText('error.tpwdNotSet')}{' '}
        <RouterTextLink to="/bindmpwd"><FormattedMessage id="withdrawal.setTpwd" defaultMessage="Set transaction password" /></RouterTextLink>
      </Alert.Description>
    </Alert.Root>
  );
}
