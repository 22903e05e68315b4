// A plain marker that this deployment runs in demo mode: balances and codes are for testing.
import { Badge } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionSelector } from '../../app/platform-context';
import { selectIsDemo } from '../../machines/session.selectors';

export function DemoBadge() {
  const intl = useIntl();
  const demo = useSessionSelector(selectIsDemo);
  if (!demo) return null;
  return (
    <Badge
      colorPalette="orange"
      variant="solid"
      size="md"
      title={intl.formatMessage({
        id: 'nav.demo.explain',
        defaultMessage: 'Demo mode: no real money. Balances, deposits and verification codes are for testing only.',
      })}
    >
      <FormattedMessage id="nav.demo" defaultMessage="Demo" />
    </Badge>
  );
}
