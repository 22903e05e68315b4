// The navigation on phones and narrow windows: a menu button that opens a drawer with the main
// entries (nav-entries.ts), Download APP, the language, and Login/Register or the member's
// Asset Management, User Center and Sign out. Every target is at least 44 px tall. Loaded lazily
// with the drawer's code after the first paint, so a default export.
import { useState } from 'react';
import { Button, CloseButton, Drawer, Heading, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { sessionEvents } from '../../machines/session.events';
import { selectAccountLabel, selectSessionPhase } from '../../machines/session.selectors';
import { hiddenOnDesktop } from './desktop-media';
import { LanguagePicker } from './LanguagePicker';
import { entriesAfterTrade, entriesBeforeTrade, tradeEntries, tradeLabel, type NavEntry } from './nav-entries';
import { DrawerNavItem } from './NavItem';

function MenuIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M3 6h16M3 11h16M3 16h16" />
    </svg>
  );
}

function AccountActions({ close }: { close: () => void }) {
  const phase = useSessionSelector(selectSessionPhase);
  const account = useSessionSelector(selectAccountLabel);
  const events = sessionEvents(usePlatform().session);
  const navigate = useNavigate();
  if (phase !== 'member') {
    return (
      <Stack gap="2">
        <DrawerNavItem to="/login" onNavigate={close}><FormattedMessage id="nav.login" defaultMessage="Login" /></DrawerNavItem>
        <DrawerNavItem to="/register" onNavigate={close}><FormattedMessage id="nav.register" defaultMessage="Register" /></DrawerNavItem>
      </Stack>
    );
  }
  return (
    <Stack gap="0.5">
      <Text px="3" fontSize="sm" color="fg.muted" dir="ltr" textAlign="start">{account}</Text>
      <DrawerNavItem to="/asset" onNavigate={close}><FormattedMessage id="nav.assetManagement" defaultMessage="Asset Management" /></DrawerNavItem>
      <DrawerNavItem to="/setting" onNavigate={close}><FormattedMessage id="nav.userCentre" defaultMessage="User Center" /></DrawerNavItem>
      <Button
        variant="ghost" justifyContent="start" minH="11" px="3" color="fg.error"
        onClick={() => { close(); navigate('/'); events.signOut(); }}
      >
        <FormattedMessage id="nav.signOut" defaultMessage="Sign out" />
      </Button>
    </Stack>
  );
}

export default function NavDrawer() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const item = (e: NavEntry) => (
    <DrawerNavItem key={e.to} to={e.to} end={e.end} onNavigate={close}>
      {intl.formatMessage(e.label)}
    </DrawerNavItem>
  );
  return (
    <Drawer.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <Button variant="ghost" css={hiddenOnDesktop} minW="11" h="11" px="0" aria-label={intl.formatMessage({ id: 'nav.openMenu', defaultMessage: 'Open the menu' })}>
          <MenuIcon />
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title><FormattedMessage id="nav.menu" defaultMessage="Site menu" /></Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <Stack as="nav" gap="0.5" aria-label={intl.formatMessage({ id: 'nav.label', defaultMessage: 'Main navigation' })}>
                  {entriesBeforeTrade.map(item)}
                  <Heading as="h2" size="xs" color="fg.muted" px="3" pt="2">{intl.formatMessage(tradeLabel)}</Heading>
                  <Stack gap="0.5" ps="3">{tradeEntries.map(item)}</Stack>
                  {entriesAfterTrade.map(item)}
                  <DrawerNavItem to="/downLoad" onNavigate={close}><FormattedMessage id="nav.downloadApp" defaultMessage="Download APP" /></DrawerNavItem>
                </Stack>
                <Separator />
                <LanguagePicker size="lg" />
                <Separator />
                <AccountActions close={close} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="md" aria-label={intl.formatMessage({ id: 'nav.closeMenu', defaultMessage: 'Close the menu' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
