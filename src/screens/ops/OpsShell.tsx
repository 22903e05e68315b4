// The console's frame once an operator is signed in: who is signed in and as what role, the nav of
// the sections (ops-sections.tsx), the language, sign out, and the routed section below.
import { Suspense, useMemo, type ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { NavLink, useLocation } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { LanguagePicker } from '../../components/layout/LanguagePicker';
import { mainContentId, SkipLink } from '../../components/layout/SkipLink';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RouteErrorBoundary } from '../../components/feedback/RouteErrorBoundary';
import { opsSessionEvents, selectOperator } from '../../machines/ops-session.flow';
import { useOps, useOpsSession } from './ops-session';
import { sectionsFor } from './ops-sections';

const roleNames = defineMessages({
  reviewer: { id: 'ops.role.reviewer', defaultMessage: 'Reviewer' },
  admin: { id: 'ops.role.admin', defaultMessage: 'Admin' },
  editor: { id: 'ops.role.editor', defaultMessage: 'Content editor' },
  support: { id: 'ops.role.support', defaultMessage: 'Support' },
});

export function OpsShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { session } = useOps();
  const events = useMemo(() => opsSessionEvents(session), [session]);
  const operator = useOpsSession(selectOperator);
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <Flex as="header" align="center" gap={{ base: '3', md: '6' }} px={{ base: '4', md: '6' }} py="3" borderBottomWidth="1px" wrap="wrap">
        <Heading as="p" size="md"><FormattedMessage id="ops.shell.title" defaultMessage="Operator console" /></Heading>
        <HStack as="nav" gap="2" wrap="wrap" aria-label={intl.formatMessage({ id: 'ops.shell.nav', defaultMessage: 'Console sections' })}>
          {sectionsFor(operator?.role ?? '').map((section) => (
            <Button key={section.path} asChild size="sm" variant={pathname.startsWith(`/ops/${section.path}`) ? 'subtle' : 'ghost'}>
              <NavLink to={`/ops/${section.path}`}>{intl.formatMessage(section.label)}</NavLink>
            </Button>
          ))}
        </HStack>
        <HStack ms="auto" gap="3" wrap="wrap" minW="0">
          {operator && (
            <Text fontSize="sm" wordBreak="break-all">
              {operator.email} <Badge>{intl.formatMessage(roleNames[operator.role])}</Badge>
            </Text>
          )}
          <LanguagePicker />
          <Button size="sm" variant="outline" onClick={events.logOut}>
            <FormattedMessage id="ops.shell.logOut" defaultMessage="Sign out" />
          </Button>
        </HStack>
      </Flex>
      {/* data-pathname: the section shown, which can lag the address while the next one loads. */}
      <Box as="main" id={mainContentId} data-pathname={pathname} tabIndex={-1} outline="none" flex="1" w="full" maxW="1280px" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} minW="0">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </RouteErrorBoundary>
      </Box>
    </Flex>
  );
}
