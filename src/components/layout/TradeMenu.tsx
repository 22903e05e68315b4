// The Trade entry of the top navigation: a menu of spot and the markets that open later, each of
// those marked "not open yet" in the menu itself (nav-entries.ts). Loaded lazily with its menu
// code (popover positioning) after the first paint, so a default export.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { tradeEntries, tradeLabel } from './nav-entries';
import { NotOpenYetMark } from './NotOpenYetMark';

function Chevron() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M2.5 4.5 6 8l3.5-3.5" />
    </svg>
  );
}

export default function TradeMenu() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = tradeEntries.some((e) => e.to === pathname);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2.5" fontWeight="medium" color={current ? 'brand.fg' : 'fg.muted'} _hover={{ color: 'fg', bg: 'bg.muted' }}>
          {intl.formatMessage(tradeLabel)}
          <Chevron />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            {tradeEntries.map((entry) => (
              <Menu.Item key={entry.to} value={entry.to} asChild>
                <RouterLink to={entry.to} aria-current={entry.to === pathname ? 'page' : undefined}>
                  {intl.formatMessage(entry.label)}
                  <NotOpenYetMark to={entry.to} />
                </RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
