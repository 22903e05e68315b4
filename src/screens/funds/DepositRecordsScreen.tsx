// /cbjl (user centre): the user's deposits with status Failure / Processing / Success and each
// one's timeline; live while any is pending. A view of a records flow.
import { Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { DepositList } from './funds-parts';
import { useRecordsFlow } from './use-funds-flows';

export default function DepositRecordsScreen() {
  const records = useRecordsFlow('deposits');
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg"><FormattedMessage id="funds.cbjl.title" defaultMessage="Deposit records" /></Heading>
      <RouterTextLink to="/recharge"><FormattedMessage id="funds.cbjl.toDeposit" defaultMessage="Make a deposit" /></RouterTextLink>
      <DepositList flow={records} />
    </Stack>
  );
}
