// The top navigation of spec §2: Home, Market, Trade, Derivatives, AI Earn, My assets.
import { HStack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TopNavItem } from './NavItem';

export function TopNav() {
  const intl = useIntl();
  return (
    <HStack as="nav" gap="0.5" aria-label={intl.formatMessage({ id: 'nav.label', defaultMessage: 'Main navigation' })}>
      <TopNavItem to="/" end>
        <FormattedMessage id="nav.home" defaultMessage="Home" />
      </TopNavItem>
      <TopNavItem to="/market">
        <FormattedMessage id="nav.market" defaultMessage="Market" />
      </TopNavItem>
      <TopNavItem to="/preciousMetal">
        <FormattedMessage id="nav.trade" defaultMessage="Trade" />
      </TopNavItem>
      <TopNavItem to="/deal_jg">
        <FormattedMessage id="nav.derivatives" defaultMessage="Derivatives" />
      </TopNavItem>
      <TopNavItem to="/profit_index">
        <FormattedMessage id="nav.earn" defaultMessage="AI Earn" />
      </TopNavItem>
      <TopNavItem to="/asset">
        <FormattedMessage id="nav.myAssets" defaultMessage="My assets" />
      </TopNavItem>
    </HStack>
  );
}
