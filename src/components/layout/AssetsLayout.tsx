// The assets area (spec §2: /asset → /table1): its pages as tabs above the routed page; on a phone
// the row of tabs scrolls sideways inside itself.
import { Suspense, type ReactNode } from 'react';
import { Box, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';
import { PageLoading } from '../feedback/PageLoading';
import { useCurrentLinkInView } from './use-current-in-view';

function AssetsTab({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      asChild
      px="4"
      py="2"
      minH="11"
      display="inline-flex"
      alignItems="center"
      flexShrink={0}
      whiteSpace="nowrap"
      color="fg.muted"
      borderBottomWidth="2px"
      borderBottomColor="transparent"
      _hover={{ color: 'fg', textDecoration: 'none' }}
      _currentPage={{ color: 'fg', borderBottomColor: 'brand.solid' }}
    >
      <NavLink to={to}>{children}</NavLink>
    </Link>
  );
}

/** The pages of the assets area, in the order of their tabs. */
const assetPages = [
  { to: '/table1', label: <FormattedMessage id="assets.spotAccount" defaultMessage="Spot account" /> },
  { to: '/table2', label: <FormattedMessage id="assets.contractAccount" defaultMessage="Contract account" /> },
  { to: '/record', label: <FormattedMessage id="assets.records" defaultMessage="Records" /> },
  { to: '/transfer', label: <FormattedMessage id="assets.transfer" defaultMessage="Transfer" /> },
  { to: '/address', label: <FormattedMessage id="assets.addresses" defaultMessage="Withdrawal addresses" /> },
];

export function AssetsLayout() {
  const intl = useIntl();
  const tabs = useCurrentLinkInView<HTMLDivElement>();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        <FormattedMessage id="assets.title" defaultMessage="My assets" />
      </Heading>
      <HStack ref={tabs} as="nav" gap="2" borderBottomWidth="1px" overflowX="auto" aria-label={intl.formatMessage({ id: 'assets.menu', defaultMessage: 'Asset pages' })}>
        {assetPages.map((page) => (
          <AssetsTab key={page.to} to={page.to}>
            {page.label}
          </AssetsTab>
        ))}
      </HStack>
      <Box>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Stack>
  );
}
