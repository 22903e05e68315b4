// The bar on top of every page: logo, navigation, and on the other side the demo marker,
// Download APP, the language, and Login/Register or Asset Management with the user menu. Below
// the desktop width (1366 px) all but the logo and the demo marker move into the drawer (NavDrawer).
import { lazy, Suspense } from 'react';
import { Box, Button, HStack, Spacer, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionSelector } from '../../app/platform-context';
import { selectAccountLabel, selectIsMember } from '../../machines/session.selectors';
import { hiddenBelowDesktop, hiddenOnDesktop } from './desktop-media';
import { HeaderIcon } from './HeaderIcon';
import { DemoBadge } from './DemoBadge';
import { LanguagePicker } from './LanguagePicker';
import { SiteLogo } from './SiteLogo';
import { TopNav } from './TopNav';
import { ButtonLink } from '../ui/ButtonLink';

// The menu's code (popover positioning) is only needed once someone is logged in.
const UserMenu = lazy(() => import('./UserMenu'));
// Likewise the drawer's code (dialog, focus trap); its button's place is kept meanwhile.
const NavDrawer = lazy(() => import('./NavDrawer'));
// The messages link and its live count, on every width, once someone is logged in.
const NewsLink = lazy(() => import('./NewsLink'));

function UserMenuPlaceholder() {
  const account = useSessionSelector(selectAccountLabel);
  return (
    <Button variant="outline" size="sm" disabled>
      {account}
    </Button>
  );
}

/** The messages link, once someone is logged in. */
function MemberNewsLink() {
  const member = useSessionSelector(selectIsMember);
  if (!member) return null;
  return (
    <Suspense fallback={null}>
      <NewsLink />
    </Suspense>
  );
}

/** Login and Register for a visitor; Asset Management and the user menu for a member. */
function AccountLinks() {
  const member = useSessionSelector(selectIsMember);
  if (member) {
    return (
      <>
        <ButtonLink to="/asset" variant="subtle" size="sm">
          <FormattedMessage id="nav.assetManagement" defaultMessage="Asset Management" />
        </ButtonLink>
        <Suspense fallback={<UserMenuPlaceholder />}>
          <UserMenu />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <ButtonLink to="/login" variant="ghost" size="sm">
        <FormattedMessage id="nav.login" defaultMessage="Login" />
      </ButtonLink>
      <ButtonLink to="/register" colorPalette="brand" size="sm">
        <FormattedMessage id="nav.register" defaultMessage="Register" />
      </ButtonLink>
    </>
  );
}

/**
 * Download APP as a phone icon with its name kept for screen readers and as a tooltip: the bar at
 * 1366 px then holds the whole navigation in every language (German's labels are the longest).
 */
function DownloadAppLink() {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'nav.downloadApp', defaultMessage: 'Download APP' });
  return (
    <ButtonLink to="/downLoad" variant="ghost" size="sm" px="2" title={name}>
      <HeaderIcon>
        <rect x="6" y="2" width="12" height="20" rx="2" />
        <path d="M12 7v7m-3-3 3 3 3-3" />
      </HeaderIcon>
      <VisuallyHidden>{name}</VisuallyHidden>
    </ButtonLink>
  );
}

// The parts that follow the session read it themselves: when it starts, right after the page
// comes alive, only they render again, not the whole bar.
export function SiteHeader() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.subtle" borderBottomWidth="1px">
      <HStack h="16" px={{ base: '3', md: '6', xl: '4' }} gap="2" maxW="1440px" mx="auto" whiteSpace="nowrap">
        <SiteLogo />
        <TopNav />
        <Spacer />
        <DemoBadge />
        <MemberNewsLink />
        <Suspense fallback={<Box w="11" h="11" css={hiddenOnDesktop} />}>
          <NavDrawer />
        </Suspense>
        <HStack gap="2" css={hiddenBelowDesktop}>
          <DownloadAppLink />
          <LanguagePicker />
          <AccountLinks />
        </HStack>
      </HStack>
    </Box>
  );
}
