// /ops/proof (admins): takes a proof-of-liabilities snapshot now, beside the scheduled ones; its
// roots are published on /security at once. A view of the ops proof chart.
import { useActorRef, useSelector } from '@xstate/react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { Notice } from '../../components/feedback/Notice';
import { opsProofEvents, opsProofFlow, selectProofBuildRefusal, selectProofBuilding, selectProofBuilt } from '../../machines/ops-proof.flow';
import { opsProofServices } from '../../services/proof';
import { useOps } from './ops-session';

export default function ProofScreen() {
  const intl = useIntl();
  const { client } = useOps();
  const flow = useActorRef(opsProofFlow.provide({ actors: opsProofServices(client) }));
  const building = useSelector(flow, selectProofBuilding);
  const built = useSelector(flow, selectProofBuilt);
  const refusal = useSelector(flow, selectProofBuildRefusal);
  return (
    <Stack gap="4" maxW="3xl" align="start">
      <Heading as="h1" size="xl"><FormattedMessage id="ops.proof.title" defaultMessage="Proof of liabilities" /></Heading>
      <Text color="fg.muted">
        <FormattedMessage id="ops.proof.intro" defaultMessage="Snapshots are taken on the schedule set in the settings. Take one now to publish the current roots and totals on the security page." />
      </Text>
      <Button colorPalette="brand" onClick={opsProofEvents(flow).build} loading={building}>
        <FormattedMessage id="ops.proof.build" defaultMessage="Take a snapshot now" />
      </Button>
      {refusal && <RefusalAlert refusal={refusal} />}
      {built && (
        <Notice status="success" role="status" data-testid="ops-proof-built">
          <FormattedMessage id="ops.proof.built" defaultMessage="Snapshot {id} taken at {time} over {members, plural, one {# user} other {# users}}." values={{ id: built.id, time: intl.formatDate(built.taken_at, { dateStyle: 'medium', timeStyle: 'medium' }), members: built.members }} />
        </Notice>
      )}
    </Stack>
  );
}
