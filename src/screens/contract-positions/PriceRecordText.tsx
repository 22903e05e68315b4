// A stored reference tick beside the move it priced: its price, time, source and id, so the user
// can tell exactly which price opened, closed or charged a position.
import { Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import type { priceRecord } from '../../../api/endpoints/contract';
import type { z } from 'zod';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';

export type PriceRecord = z.infer<typeof priceRecord>;

export function PriceRecordText({ record }: { record: PriceRecord }) {
  const fmt = useFormat();
  return (
    <Text as="span" fontSize="xs" color="fg.muted" data-price-record={record.id}>
      <FormattedMessage
        id="contractPositions.record.line"
        defaultMessage="price record {id}: {price} at {date} {time} ({source})"
        values={{
          // Isolated and whole: an id broken over two lines, or a colon moved to its other side in a right-to-left sentence, misleads.
          id: <Figure>{record.id}</Figure>,
          price: <Figure>{fmt.amount(record.price, 'USDT')}</Figure>,
          date: <FormattedDate value={record.at} />,
          time: <FormattedTime value={record.at} hour="2-digit" minute="2-digit" second="2-digit" />,
          source: <Figure>{record.source}</Figure>,
        }}
      />
    </Text>
  );
}
