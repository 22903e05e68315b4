// The frame of every page: header, the routed screen (with its loading and error states), footer.
import { Suspense } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../feedback/PageLoading';
import { RouteErrorBoundary } from '../feedback/RouteErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { mainContentId, SkipLink } from './SkipLink';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <SiteHeader />
      {/* data-pathname: the route whose screen is shown, which can lag the address while the next screen loads. */}
      <Box as="main" id={mainContentId} data-pathname={pathname} tabIndex={-1} outline="none" flex="1" w="full" maxW="1280px" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} minW="0" minH="100vh">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
