// The user centre (spec §2): the side menu of account pages beside the routed page; on a phone the
// menu is a row above the page that scrolls sideways inside itself.
import { Suspense } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../feedback/PageLoading';
import { SideNavItem } from './NavItem';
import { useCurrentLinkInView } from './use-current-in-view';

/** The pages of the user centre, in the order of its menu. */
const accountPages = [
  { to: '/setting', label: <FormattedMessage id="userCentre.accountManagement" defaultMessage="Account management" /> },
  { to: '/devices', label: <FormattedMessage id="userCentre.devices" defaultMessage="Sessions and devices" /> },
  { to: '/sfyz', label: <FormattedMessage id="userCentre.kyc" defaultMessage="KYC" /> },
  { to: '/smauth', label: <FormattedMessage id="userCentre.juniorVerification" defaultMessage="Junior verification" /> },
  { to: '/seniorauth', label: <FormattedMessage id="userCentre.seniorVerification" defaultMessage="Senior verification" /> },
  { to: '/dzrz', label: <FormattedMessage id="userCentre.addressVerification" defaultMessage="Address verification" /> },
  { to: '/kjmbSelect', label: <FormattedMessage id="userCentre.buyCrypto" defaultMessage="Buy crypto" /> },
  { to: '/credit', label: <FormattedMessage id="userCentre.creditScore" defaultMessage="Credit score" /> },
  { to: '/currency', label: <FormattedMessage id="userCentre.loanApplication" defaultMessage="Loan application" /> },
  { to: '/currencyRecord', label: <FormattedMessage id="userCentre.myLoans" defaultMessage="My loans" /> },
  { to: '/deallog', label: <FormattedMessage id="userCentre.accountRecords" defaultMessage="Account records" /> },
  { to: '/cbjl', label: <FormattedMessage id="userCentre.depositRecords" defaultMessage="Deposit records" /> },
  { to: '/tbjl', label: <FormattedMessage id="userCentre.withdrawalRecords" defaultMessage="Withdrawal records" /> },
  { to: '/subscriptionList', label: <FormattedMessage id="userCentre.subscriptions" defaultMessage="My subscriptions" /> },
  { to: '/mypromotion', label: <FormattedMessage id="userCentre.promotion" defaultMessage="My promotion" /> },
  { to: '/service', label: <FormattedMessage id="userCentre.support" defaultMessage="Online support" /> },
];

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
          {accountPages.map((page) => (
            <SideNavItem key={page.to} to={page.to}>
              {page.label}
            </SideNavItem>
          ))}
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
