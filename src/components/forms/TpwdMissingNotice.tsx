// Said where money is about to move but no transaction password is set yet: why it stops, and a
// link to the page that sets one. Withdrawals and transfers both show it.
import type { ReactNode } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Notice } from '../feedback/Notice';
import { RouterTextLink } from './RouterTextLink';
import { useMessageText } from './use-message-text';

export function TpwdMissingNotice() {
  const messageText = useMessageText();
  return (
    <Notice status="warning" role="alert">
      {messageText('error.tpwdNotSet')}{' '}
      <RouterTextLink to="/bindmpwd"><FormattedMessage id="withdrawal.setTpwd" defaultMessage="Set transaction password" /></RouterTextLink>
    </Notice>
  );
}

/** The whole step of a money form that stopped for want of a transaction password: the notice and the way back. */
export function TpwdMissingStep({ back, maxW }: { back: ReactNode; maxW?: string }) {
  return (
    <Stack gap="4" maxW={maxW}>
      <TpwdMissingNotice />
      <HStack>{back}</HStack>
    </Stack>
  );
}
