// The manual deposit on /recharge: for a send the chain watcher cannot see, the user claims it with
// the amount, the transaction hash, a credential image, an optional description and the chain; it
// is reviewed by staff and shown in the deposits list with its timeline. A view of the manual
// deposit flow and its upload chart.
import { useMemo } from 'react';
import { Button, Card, Field, Heading, Input, NativeSelect, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { acceptedImageTypes } from '../../../api/uploads';
import { Notice } from '../../components/feedback/Notice';
import { FormField } from '../../components/forms/FormField';
import { RefusalAlert, RefusalText } from '../../components/forms/RefusalAlert';
import { useMessageText } from '../../components/forms/use-message-text';
import { kycUploadEvents, selectUploadFileName, selectUploadProblem, selectUploadProgress, selectUploadRefusal, selectUploadStage } from '../../machines/kyc-upload.flow';
import {
  manualDepositEvents, selectClaimBusy, selectClaimErrors, selectClaimReceipt, selectClaimRefusal, selectClaimValues, type manualDepositFlow,
} from '../../machines/manual-deposit.flow';
import { useCredentialUpload, useManualDepositFlow } from './use-manual-deposit';

type ClaimActor = ActorRefFrom<typeof manualDepositFlow>;
const accept = Object.entries(acceptedImageTypes).flatMap(([type, exts]) => [type, ...exts]).join(',');

function CredentialField({ claim, error }: { claim: ClaimActor; error?: string }) {
  const intl = useIntl();
  const messageText = useMessageText();
  const upload = useCredentialUpload(claim);
  const events = useMemo(() => kycUploadEvents(upload), [upload]);
  const stage = useSelector(upload, selectUploadStage);
  const progress = useSelector(upload, selectUploadProgress);
  const fileName = useSelector(upload, selectUploadFileName);
  const problem = useSelector(upload, selectUploadProblem);
  const refusal = useSelector(upload, selectUploadRefusal);
  const label = intl.formatMessage({ id: 'funds.manual.credential', defaultMessage: 'Credential image (JPG, JPEG or PNG, under 8MB)' });
  return (
    <Field.Root invalid={!!error || !!problem || !!refusal}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        accept={accept}
        p="1"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) events.choose({ name: file.name, type: file.type, size: file.size, blob: file }, null);
        }}
      />
      {stage === 'uploading' && <Progress.Root value={progress} size="xs"><Progress.Track><Progress.Range /></Progress.Track></Progress.Root>}
      {stage === 'uploaded' && fileName && (
        <Field.HelperText><FormattedMessage id="funds.manual.uploaded" defaultMessage="Uploaded: {name}" values={{ name: fileName }} /></Field.HelperText>
      )}
      {problem && <Field.ErrorText>{messageText(problem, label)}</Field.ErrorText>}
      {refusal && <Field.ErrorText><RefusalText refusal={refusal} /></Field.ErrorText>}
      {error && !problem && !refusal && stage !== 'uploading' && <Field.ErrorText>{messageText(error, label)}</Field.ErrorText>}
    </Field.Root>
  );
}

export function ManualDepositCard({ currency, chain, chains, records }: {
  currency: string; chain: string; chains: string[]; records: { send(event: { type: 'REFRESH'; expectNew?: boolean }): void };
}) {
  const intl = useIntl();
  const messageText = useMessageText();
  const flow = useManualDepositFlow({ currency, chain }, records);
  const events = useMemo(() => manualDepositEvents(flow), [flow]);
  const values = useSelector(flow, selectClaimValues);
  const errors = useSelector(flow, selectClaimErrors);
  const refusal = useSelector(flow, selectClaimRefusal);
  const busy = useSelector(flow, selectClaimBusy);
  const receipt = useSelector(flow, selectClaimReceipt);
  const title = intl.formatMessage({ id: 'funds.manual.title', defaultMessage: 'Deposit not credited? Claim it for review' });
  const submitLabel = intl.formatMessage({ id: 'funds.manual.submit', defaultMessage: 'Submit for review' });
  const descriptionLabel = intl.formatMessage({ id: 'funds.manual.description', defaultMessage: 'Description (optional)' });

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">{title}</Heading>
          <Text color="fg.muted">
            <FormattedMessage
              id="funds.manual.lead"
              defaultMessage="Only for a send the platform cannot see by itself (for example from a contract). Give the transaction hash and a picture of the sender's receipt; staff check the chain and credit it, or reject it with the reason. A transaction can have one claim at a time; after a rejection it can be claimed again."
            />
          </Text>
          {receipt ? (
            <Notice
              status="success" role="status"
              action={<Button size="sm" variant="outline" onClick={events.newClaim}><FormattedMessage id="funds.manual.again" defaultMessage="Claim another" /></Button>}
            >
              <FormattedMessage id="funds.manual.submitted" defaultMessage="{amount} {currency} submitted for review. It is listed below with its timeline." values={{ amount: receipt.amount, currency: receipt.currency }} />
            </Notice>
          ) : (
            <form noValidate aria-label={title} onSubmit={(e) => { e.preventDefault(); events.submit(); }}>
              <Stack gap="4">
                <Field.Root invalid={!!errors.chain}>
                  <Field.Label><FormattedMessage id="funds.manual.chain" defaultMessage="Chain of the send" /></Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={values.chain} onChange={(e) => events.change('chain', e.target.value)}>
                      {chains.map((c) => <option key={c} value={c}>{c}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <FormField
                  label={intl.formatMessage({ id: 'funds.manual.amount', defaultMessage: 'Amount ({currency})' }, { currency })}
                  value={values.amount} error={errors.amount} amount={{}} onChange={(v) => events.change('amount', v)}
                />
                <FormField
                  label={intl.formatMessage({ id: 'funds.manual.txHash', defaultMessage: 'Transaction hash' })}
                  value={values.tx_hash} error={errors.tx_hash} autoComplete="off" onChange={(v) => events.change('tx_hash', v)}
                />
                <CredentialField claim={flow} error={errors.credential} />
                <Field.Root invalid={!!errors.description}>
                  <Field.Label>{descriptionLabel}</Field.Label>
                  <Textarea value={values.description} maxLength={500} onChange={(e) => events.change('description', e.target.value)} />
                  {errors.description && <Field.ErrorText>{messageText(errors.description, descriptionLabel)}</Field.ErrorText>}
                </Field.Root>
                <RefusalAlert refusal={refusal} />
                <Button type="submit" loading={busy} loadingText={submitLabel}>{submitLabel}</Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
