// What every contract screen says before anything else: the platform is the counterparty, prices
// are the reference (mark) price plus a disclosed spread, where the marks come from, and, when the
// deployment replays recorded prices, that they are replayed.
import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Notice } from '../../components/feedback/Notice';
import { ReplayedNotice } from '../contract/ReplayedNotice';

export function ContractNotice({ replayed, source }: { replayed: boolean; source: string }) {
  return (
    <Stack gap="2">
      <Notice status="info" size="sm">
        <FormattedMessage
          id="contractPositions.notice.counterparty"
          defaultMessage="The platform is the other side of every position. Positions open and close at the reference (mark) price plus a disclosed spread, never at an order book price. Marks come from: {source}."
          values={{ source: source || '—' }}
        />
      </Notice>
      <ReplayedNotice replayed={replayed} size="sm" />
    </Stack>
  );
}
