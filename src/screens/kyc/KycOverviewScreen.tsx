// /sfyz and /authentication: the three verification levels at a glance, each with its state, its
// reason when it failed, its timeline, what it unlocks, and the way to verify or re-verify it.
import { useMemo } from 'react';
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { kycOverview } from '../../../api/endpoints/kyc';
import { LoadFailure } from '../../components/feedback/LoadFailure';
import { PageLoading } from '../../components/feedback/PageLoading';
import { resourceEvents, selectResourceData, selectResourceError, selectResourceStatus } from '../../machines/resource.flow';
import { KycLevelStatus } from './KycLevelStatus';
import { kycLevelRoutes } from './kyc-labels';
import { useKycOverview } from './use-kyc-flows';
import { ButtonLink } from '../../components/ui/ButtonLink';

type Overview = z.output<typeof kycOverview>;

export default function KycOverviewScreen() {
  const intl = useIntl();
  const actor = useKycOverview();
  const events = useMemo(() => resourceEvents(actor), [actor]);
  const status = useSelector(actor, selectResourceStatus);
  const data = useSelector(actor, selectResourceData) as Overview | undefined;
  const error = useSelector(actor, selectResourceError);

  if (status === 'loading') return <PageLoading />;
  if (status === 'failed' || !data) return <LoadFailure error={error} onRetry={events.retry} />;
  const nationality = data.nationality ? new Intl.DisplayNames([intl.locale], { type: 'region' }).of(data.nationality) : null;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl"><FormattedMessage id="kyc.overview.title" defaultMessage="Identity verification" /></Heading>
        <Text color="fg.muted">
          <FormattedMessage id="kyc.overview.lead" defaultMessage="Three levels, each reviewed by a person. What each level is needed for is shown beside it." />
        </Text>
        {nationality && <Text><FormattedMessage id="kyc.overview.nationality" defaultMessage="Nationality: {nationality}" values={{ nationality }} /></Text>}
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        {data.levels.map((view) => (
          <Card.Root key={view.level} as="section">
            <Card.Body>
              <KycLevelStatus view={view} />
            </Card.Body>
            {view.can_submit && (
              <Card.Footer>
                <ButtonLink to={kycLevelRoutes[view.level]} size="sm">
                  {view.state === 'failed'
                    ? <FormattedMessage id="kyc.reverify" defaultMessage="Re-verify" />
                    : <FormattedMessage id="kyc.verifyNow" defaultMessage="Verify now" />}
                </ButtonLink>
              </Card.Footer>
            )}
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
