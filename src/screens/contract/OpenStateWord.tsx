// One word for whether a contract instrument takes opens now (Trading, Paused, Closed, Off), for the
// lists of instruments; the trade screen says the whole reason beside the open panel.
import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { OpenBlock } from '../../machines/contract-instrument';

/** One word for an instrument's state in a list. */
export function OpenStateWord({ block }: { block: OpenBlock | null }) {
  if (block === null) return <FormattedMessage id="contract.list.trading" defaultMessage="Trading" />;
  return (
    <Text as="span" color="fg.warning">
      {block === 'closed' && <FormattedMessage id="contract.list.closed" defaultMessage="Closed" />}
      {block === 'disabled' && <FormattedMessage id="contract.list.disabled" defaultMessage="Off" />}
      {block !== 'closed' && block !== 'disabled' && <FormattedMessage id="contract.list.paused" defaultMessage="Paused" />}
    </Text>
  );
}
