// The user centre (spec §2): the side menu of account pages beside the routed page; on a phone the
// menu is a row above the page that scrolls sideways inside itself.
import { Suspense } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../feedback/PageLoading';
import { SideNavItem } from './NavItem';
import { useCurrentLinkInView } from './use-current-in-view';

export function UserCentreLayout() {
  const intl = useIntl();
  const menu = useCurrentLinkInView<HTMLDivElement>();
  return (
    <Stack direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'start' }} gap={{ base: '4', lg: '8' }}>
      <Box
        as="nav"
        aria-label={intl.formatMessage({ id: 'userCentre.menu', defaultMessage: 'User centre menu' })}
        w={{ base: 'full', lg: '60' }}
        flexShrink={0}
        bg="bg.panel"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '2', lg: '3' }}
      >
        <Heading as="h2" size="sm" px="4" py="2" color="fg.muted" hideBelow="lg">
          <FormattedMessage id="userCentre.title" defaultMessage="User centre" />
        </Heading>
        <Stack ref={menu} direction={{ base: 'row', lg: 'column' }} gap="0.5" overflowX={{ base: 'auto', lg: 'visible' }}>
          <SideNavItem to="/setting">
            <FormattedMessage id="userCentre.accountManagement" defaultMessage="Account management" />
          </SideNavItem>
          <SideNavItem to="/sfyz">
            <FormattedMessage id="userCentre.kyc" defaultMessage="KYC" />
          </SideNavItem>
          <SideNavItem to="/smauth">
            <FormattedMessage id="userCentre.juniorVerification" defaultMessage="Junior verification" />
          </SideNavItem>
          <SideNavItem to="/seniorauth">
            <FormattedMessage id="userCentre.seniorVerification" defaultMessage="Senior verification" />
          </SideNavItem>
          <SideNavItem to="/dzrz">
            <FormattedMessage id="userCentre.addressVerification" defaultMessage="Address verification" />
          </SideNavItem>
          <SideNavItem to="/kjmbSelect">
            <FormattedMessage id="userCentre.buyCrypto" defaultMessage="Buy crypto" />
          </SideNavItem>
          <SideNavItem to="/credit">
            <FormattedMessage id="userCentre.creditScore" defaultMessage="Credit score" />
          </SideNavItem>
          <SideNavItem to="/deallog">
            <FormattedMessage id="userCentre.accountRecords" defaultMessage="Account records" />
          </SideNavItem>
          <SideNavItem to="/cbjl">
            <FormattedMessage id="userCentre.depositRecords" defaultMessage="Deposit records" />
          </SideNavItem>
          <SideNavItem to="/tbjl">
            <FormattedMessage id="userCentre.withdrawalRecords" defaultMessage="Withdrawal records" />
          </SideNavItem>
        </Stack>
      </Box>
      <Box flex="1" minW="0">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Stack>
  );
}
