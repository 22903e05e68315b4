// /smauth, /seniorauth and /dzrz: one verification level. Shows where the level stands (loading,
// locked until junior passes, under review, passed, failed with the reason and "re-verify") and,
// when the user may send it, the level's form. A view of the level's flow.
import { useMemo } from 'react';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { KycLevel } from '../../../api/lifecycles/kyc-level';
import { FormShell } from '../../components/forms/FormShell';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { LoadFailure } from '../../components/feedback/LoadFailure';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { kycLevelEvents, selectKycLoadError, selectKycRefusal, selectKycStage, selectKycView } from '../../machines/kyc-level.flow';
import { AddressFields, JuniorFields, SeniorFields } from './KycFormFields';
import { KycLevelStatus } from './KycLevelStatus';
import { kycLevelNames, kycLevelRoutes } from './kyc-labels';
import { useKycLevelFlow, type KycLevelActor } from './use-kyc-flows';

const leads = defineMessages({
  junior: { id: 'kyc.lead.junior', defaultMessage: 'Your nationality, ID type, real name and ID number. Nationality cannot be changed once given.' },
  senior: { id: 'kyc.lead.senior', defaultMessage: 'Photos of the front and back of your ID card, passport or other document, and a photo of you holding it with your signature.' },
  address: { id: 'kyc.lead.address', defaultMessage: 'The address on a recent utility bill, and a picture of the bill.' },
});

function LevelForm({ level, flow }: { level: KycLevel; flow: KycLevelActor }) {
  const intl = useIntl();
  const events = useMemo(() => kycLevelEvents(flow), [flow]);
  const stage = useSelector(flow, selectKycStage);
  const refusal = useSelector(flow, selectKycRefusal);
  const view = useSelector(flow, selectKycView);
  const Fields = level === 'junior' ? JuniorFields : level === 'senior' ? SeniorFields : AddressFields;
  return (
    <FormShell
      title={intl.formatMessage(kycLevelNames[level])}
      lead={intl.formatMessage(leads[level])}
      submitLabel={intl.formatMessage({ id: 'kyc.submit', defaultMessage: 'Submit for review' })}
      busy={stage === 'submitting'}
      refusal={refusal}
      onSubmit={events.submit}
      footer={view && view.state === 'failed' ? <KycLevelStatus view={view} /> : undefined}
    >
      <Fields flow={flow} />
    </FormShell>
  );
}

export default function KycLevelScreen({ level }: { level: KycLevel }) {
  const intl = useIntl();
  const flow = useKycLevelFlow(level);
  const events = useMemo(() => kycLevelEvents(flow), [flow]);
  const stage = useSelector(flow, selectKycStage);
  const view = useSelector(flow, selectKycView);
  const loadError = useSelector(flow, selectKycLoadError);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'loadFailed') return <LoadFailure error={loadError} onRetry={events.retry} />;
  if (stage === 'editing' || stage === 'submitting') return <LevelForm level={level} flow={flow} />;
  return (
    <Card.Root maxW="lg" w="full" mx="auto">
      <Card.Header>
        <Heading as="h1" size="xl">{intl.formatMessage(kycLevelNames[level])}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {stage === 'passed' && (
            <Notice status="success" title={<FormattedMessage id="kyc.passedText" defaultMessage="This level is verified. Verified identity cannot be changed or re-verified." />} />
          )}
          {view && <KycLevelStatus view={view} />}
          {stage === 'failed' && (
            <Button onClick={events.reverify} alignSelf="start">
              <FormattedMessage id="kyc.reverify" defaultMessage="Re-verify" />
            </Button>
          )}
          {stage === 'locked' && view?.needs && (
            <Text>
              <RouterTextLink to={kycLevelRoutes[view.needs]}>
                <FormattedMessage id="kyc.goToLevel" defaultMessage="Go to {level}" values={{ level: intl.formatMessage(kycLevelNames[view.needs]) }} />
              </RouterTextLink>
            </Text>
          )}
          <Text>
            <RouterTextLink to="/sfyz"><FormattedMessage id="kyc.backToOverview" defaultMessage="Back to identity verification" /></RouterTextLink>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
