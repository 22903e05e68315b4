// /addressCancel?token=...: opened from the mail announcing a new withdrawal address. One button
// cancels the still pending address; the answer says what was cancelled, or why the link no longer
// works. Open to visitors: the link itself is the proof. A view of the cancel-link flow.
import { useSelector } from '@xstate/react';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/feedback/Notice';
import { RefusalText } from '../../components/forms/RefusalAlert';
import { selectCancelled, selectCancelRefusal, selectCancelStage } from '../../machines/address-cancel.flow';
import { useAddressCancelFlow } from './use-address-cancel-flow';

export default function AddressCancelScreen() {
  const [params] = useSearchParams();
  const flow = useAddressCancelFlow(params.get('token') ?? '');
  const stage = useSelector(flow, selectCancelStage);
  const cancelled = useSelector(flow, selectCancelled);
  const refusal = useSelector(flow, selectCancelRefusal);
  return (
    <Card.Root maxW="lg" w="full" mx="auto">
      <Card.Header>
        <Heading as="h1" size="xl"><FormattedMessage id="addressCancel.title" defaultMessage="Cancel a new withdrawal address" /></Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {(stage === 'confirming' || stage === 'cancelling') && (
            <>
              <Text>
                <FormattedMessage id="addressCancel.question" defaultMessage="If you did not save this address, cancel it now: it will never receive a withdrawal. Then change your password and sign out your other sessions." />
              </Text>
              <Button alignSelf="start" colorPalette="red" loading={stage === 'cancelling'} onClick={() => flow.send({ type: 'CONFIRM' })}>
                <FormattedMessage id="addressCancel.confirm" defaultMessage="Cancel this address" />
              </Button>
            </>
          )}
          {stage === 'cancelled' && cancelled && (
            <Notice status="success" role="status" title={<FormattedMessage id="addressCancel.done" defaultMessage="The address is cancelled." />}>
              <Text as="span" dir="ltr" wordBreak="break-all">{`${cancelled.address} (${cancelled.chain})`}</Text>
            </Notice>
          )}
          {stage === 'refused' && (
            <Notice status="error" role="alert">
              {refusal ? <RefusalText refusal={refusal} /> : <FormattedMessage id="addressCancel.noToken" defaultMessage="This link is incomplete. Open it again from the mail." />}
            </Notice>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
