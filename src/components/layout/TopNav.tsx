// The top navigation of spec §2 on wide screens: Home, Market, the Trade menu, AI Earn, My assets
// (nav-entries.ts). Phones get the same entries in the drawer (NavDrawer).
import { lazy, Suspense } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { hiddenBelowDesktop } from './desktop-media';
import { entriesAfterTrade, entriesBeforeTrade, tradeLabel, type NavEntry } from './nav-entries';
import { TopNavItem } from './NavItem';

// The menu's code (popover positioning) loads after the first paint; until then Trade waits.
const TradeMenu = lazy(() => import('./TradeMenu'));

export function TopNav() {
  const intl = useIntl();
  const item = (e: NavEntry) => (
    <TopNavItem key={e.to} to={e.to} end={e.end}>
      {intl.formatMessage(e.label)}
    </TopNavItem>
  );
  return (
    <HStack as="nav" gap="0.5" css={hiddenBelowDesktop} aria-label={intl.formatMessage({ id: 'nav.label', defaultMessage: 'Main navigation' })}>
      {entriesBeforeTrade.map(item)}
      <Suspense fallback={<Button variant="ghost" size="sm" px="2.5" disabled>{intl.formatMessage(tradeLabel)}</Button>}>
        <TradeMenu />
      </Suspense>
      {entriesAfterTrade.map(item)}
    </HStack>
  );
}
