// /subscription, the new-coin zone (spec §2, §3 new-coin subscription): every project with all its
// terms (issue price, quantity for sale, circulation, remaining, subscribers, window, listing
// date, lock days), its phase and a "sold out" mark when more was asked than is for sale, and the
// allocation rule stated before anyone subscribes. A view of the zone flow.
import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { ButtonLink } from '../../components/ui/ButtonLink';
import type { NewcoinProject } from '../../machines/launchpad-math';
import { newcoinZoneEvents, selectProjects, selectZoneRefusal, selectZoneStage, type NewcoinZoneActor } from '../../machines/launchpad-zone.flow';
import { panel } from '../contract/contract-parts';
import { AllocationRule, ProjectTerms } from './launchpad-parts';
import { PhaseBadge, SoldOutBadge } from './phase-badge';
import { useNewcoinZoneFlow } from './use-launchpad';

function ProjectCard({ project }: { project: NewcoinProject }) {
  const titleId = `project-${project.id}`;
  return (
    <Box {...panel} as="article" aria-labelledby={titleId} data-testid="newcoin-project" data-project-id={project.id} minW="0">
      <Flex gap="2" wrap="wrap" align="center" mb="2">
        <Heading as="h2" size="md" id={titleId}>{project.name} <Text as="span" color="fg.muted" fontSize="sm">{project.symbol}</Text></Heading>
        <PhaseBadge phase={project.phase} />
        {project.sold_out && <SoldOutBadge />}
      </Flex>
      {project.description && <Text fontSize="sm" mb="2" whiteSpace="pre-wrap">{project.description}</Text>}
      <ProjectTerms project={project} />
      <Flex gap="2" wrap="wrap" mt="3">
        {project.phase === 'open' && (
          <ButtonLink to={`/subscribe?id=${encodeURIComponent(project.id)}`} size="sm" colorPalette="green">
            <FormattedMessage id="launchpad.zone.subscribe" defaultMessage="Subscribe to {symbol}" values={{ symbol: project.symbol }} />
          </ButtonLink>
        )}
        {project.phase === 'listed' && (
          <ButtonLink to={`/deal?symbol=${project.symbol}USDT`} size="sm" variant="outline">
            <FormattedMessage id="launchpad.trade" defaultMessage="Trade {symbol}/USDT" values={{ symbol: project.symbol }} />
          </ButtonLink>
        )}
      </Flex>
    </Box>
  );
}

function Projects({ flow }: { flow: NewcoinZoneActor }) {
  const stage = useSelector(flow, selectZoneStage);
  const projects = useSelector(flow, selectProjects);
  const refusal = useSelector(flow, selectZoneRefusal);
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={newcoinZoneEvents(flow).retry} />;
  if (stage === 'loading') return <PageLoading />;
  if (projects.length === 0) {
    return <Text py="6" textAlign="center" color="fg.muted"><FormattedMessage id="launchpad.zone.empty" defaultMessage="No new coins are offered yet." /></Text>;
  }
  return <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">{projects.map((p) => <ProjectCard key={p.id} project={p} />)}</SimpleGrid>;
}

export function NewcoinZoneScreen() {
  const flow = useNewcoinZoneFlow();
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="baseline" justify="space-between">
        <Heading as="h1" size="lg"><FormattedMessage id="launchpad.zone.title" defaultMessage="New-coin zone" /></Heading>
        <Link asChild fontSize="sm"><RouterLink to="/subscriptionList"><FormattedMessage id="launchpad.mine.link" defaultMessage="My subscriptions" /></RouterLink></Link>
      </Flex>
      <Box {...panel}><AllocationRule /></Box>
      <Projects flow={flow} />
    </Stack>
  );
}
