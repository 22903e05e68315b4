// The proof-of-liabilities part of /security: the latest snapshot's root, total owed and reserves
// per asset with their ratio, the history of roots, and for a signed-in user their own proof of
// one asset, checked here in the browser against the published root, and offered as a file for
// the standalone verifier. A view of the proof flow.
import { Box, Button, Code, Field, Heading, HStack, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { fromMinor } from '../../../api/money';
import type { ProofCheck } from '../../../api/proof-tree';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { DataTable } from '../../components/ui/DataTable';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { useSessionSelector } from '../../app/platform-context';
import { selectSessionPhase } from '../../machines/session.selectors';
import {
  proofEvents, selectInclusionProof, selectProofAsset, selectProofCheck, selectProofRefusal, selectProofRoots, selectProofStage, selectProofStep,
  type ProofActor, type ProofRoots,
} from '../../machines/proof.flow';
import { useProofFlow } from './use-proof';

const when = (intl: IntlShape, at: number) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'medium' });

function Latest({ snapshot }: { snapshot: ProofRoots['snapshots'][number] }) {
  const intl = useIntl();
  const fmt = useFormat();
  const title = intl.formatMessage({ id: 'proof.latest.title', defaultMessage: 'Latest snapshot' });
  return (
    <Stack gap="2" data-testid="proof-latest">
      <Heading as="h3" size="sm">{title}</Heading>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="proof.latest.when" defaultMessage="Taken {time} over {members, plural, one {# user} other {# users}}." values={{ time: when(intl, snapshot.taken_at), members: snapshot.members }} />
      </Text>
      <DataTable label={title} columns={[
        { header: <FormattedMessage id="proof.col.asset" defaultMessage="Asset" /> },
        { header: <FormattedMessage id="proof.col.total" defaultMessage="Owed to users" />, end: true },
        { header: <FormattedMessage id="proof.col.reserves" defaultMessage="Held on chain" />, end: true },
        { header: <FormattedMessage id="proof.col.ratio" defaultMessage="Reserves / liabilities" />, end: true },
        { header: <FormattedMessage id="proof.col.root" defaultMessage="Root" /> },
      ]}>
        {snapshot.roots.map((r) => (
          <Table.Row key={r.asset} data-testid="proof-root" data-asset={r.asset}>
            <Table.Cell>{r.asset}</Table.Cell>
            <Table.Cell textAlign="end"><Figure>{fmt.amount(r.total_text, r.asset)}</Figure></Table.Cell>
            <Table.Cell textAlign="end">{r.reserves_text === null ? '—' : <Figure>{fmt.amount(r.reserves_text, r.asset)}</Figure>}</Table.Cell>
            <Table.Cell textAlign="end">{r.ratio_bps === null ? '—' : <Figure>{fmt.percent(String(r.ratio_bps / 10_000), { fractionDigits: 2 })}</Figure>}</Table.Cell>
            <Table.Cell><Code fontSize="xs" wordBreak="break-all" data-testid="proof-root-hash">{r.root}</Code></Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}

function History({ roots }: { roots: ProofRoots }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'proof.history.title', defaultMessage: 'Earlier roots' });
  const earlier = roots.snapshots.slice(1);
  if (earlier.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">{title}</Heading>
      <DataTable label={title} columns={[
        { header: <FormattedMessage id="proof.col.time" defaultMessage="Time" /> },
        { header: <FormattedMessage id="proof.col.roots" defaultMessage="Roots and totals" /> },
      ]}>
        {earlier.map((s) => (
          <Table.Row key={s.id} data-testid="proof-history">
            <Table.Cell whiteSpace="nowrap">{when(intl, s.taken_at)}</Table.Cell>
            <Table.Cell>
              <Stack gap="1">
                {s.roots.map((r) => (
                  <Text key={r.asset} fontSize="xs"><Figure>{r.asset} {r.total_text}</Figure> <Code fontSize="xs" wordBreak="break-all">{r.root}</Code></Text>
                ))}
              </Stack>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}

function failure(intl: IntlShape, check: Extract<ProofCheck, { ok: false }>) {
  const reasons = {
    format: intl.formatMessage({ id: 'proof.fail.format', defaultMessage: 'The proof is of a format this page does not know.' }),
    malformed: intl.formatMessage({ id: 'proof.fail.malformed', defaultMessage: 'The proof is incomplete or damaged.' }),
    negativeSum: intl.formatMessage({ id: 'proof.fail.negative', defaultMessage: 'A sum on the path is negative.' }),
    sumOverflow: intl.formatMessage({ id: 'proof.fail.overflow', defaultMessage: 'A sum on the path is too large to be a real balance.' }),
    rootMismatch: intl.formatMessage({ id: 'proof.fail.root', defaultMessage: 'The path does not lead to the root.' }),
    sumMismatch: intl.formatMessage({ id: 'proof.fail.sum', defaultMessage: 'The sums on the path do not add up to the total.' }),
    notPublishedRoot: intl.formatMessage({ id: 'proof.fail.published', defaultMessage: 'The proof leads to a root that is not the one published.' }),
  };
  return reasons[check.reason];
}

function MyProof({ flow, roots }: { flow: ProofActor; roots: ProofRoots }) {
  const intl = useIntl();
  const fmt = useFormat();
  const phase = useSessionSelector(selectSessionPhase);
  const step = useSelector(flow, selectProofStep);
  const asset = useSelector(flow, selectProofAsset);
  const proof = useSelector(flow, selectInclusionProof);
  const check = useSelector(flow, selectProofCheck);
  const refusal = useSelector(flow, selectProofRefusal);
  const events = proofEvents(flow);
  const latest = roots.snapshots[0];
  if (phase !== 'member') {
    return (
      <HStack gap="3" wrap="wrap">
        <Text><FormattedMessage id="proof.signIn" defaultMessage="Sign in to check that your own balances are counted." /></Text>
        <ButtonLink to="/login" size="sm" variant="outline"><FormattedMessage id="proof.signInButton" defaultMessage="Sign in" /></ButtonLink>
      </HStack>
    );
  }
  if (!latest || latest.roots.length === 0) return null;
  const scale = (a: string) => roots.snapshots.flatMap((s) => s.roots).find((r) => r.asset === a)?.scale ?? 0;
  return (
    <Stack gap="3" data-testid="proof-mine">
      <Heading as="h3" size="sm"><FormattedMessage id="proof.mine.title" defaultMessage="Check my balances" /></Heading>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="40">
          <Field.Label><FormattedMessage id="proof.mine.asset" defaultMessage="Asset" /></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={asset ?? ''} onChange={(e) => events.choose(e.target.value)}>
              {latest.roots.map((r) => <option key={r.asset} value={r.asset}>{r.asset}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button colorPalette="brand" onClick={events.verify} loading={step === 'fetching'}>
          <FormattedMessage id="proof.mine.verify" defaultMessage="Get and verify my proof" />
        </Button>
      </HStack>
      {step === 'refused' && refusal && (
        <Notice status="warning" role="alert">{refusal.kind === 'server' ? refusal.message : intl.formatMessage({ id: 'proof.mine.unreachable', defaultMessage: 'The proof could not be fetched. Try again.' })}</Notice>
      )}
      {step === 'checked' && proof && check && (
        check.ok ? (
          <Notice status="success" role="status" data-testid="proof-verified" title={intl.formatMessage({ id: 'proof.mine.verified', defaultMessage: 'Verified in your browser' })}>
            <FormattedMessage
              id="proof.mine.verifiedText"
              defaultMessage="Your balance of {amount} is a leaf of the {asset} tree whose root {root} was published at {time}, with a total of {total}."
              values={{ amount: <Figure>{fmt.amount(fromMinor(BigInt(proof.balance), scale(proof.asset)), proof.asset)}</Figure>, asset: proof.asset, root: <Code fontSize="xs" wordBreak="break-all">{check.root}</Code>, time: when(intl, proof.taken_at), total: <Figure>{fmt.amount(fromMinor(BigInt(check.total), scale(proof.asset)), proof.asset)}</Figure> }}
            />
          </Notice>
        ) : (
          <Notice status="error" role="alert" data-testid="proof-failed" title={intl.formatMessage({ id: 'proof.mine.failed', defaultMessage: 'Not verified' })}>
            {failure(intl, check)}
          </Notice>
        )
      )}
      {step === 'checked' && proof && (
        <Text fontSize="sm">
          <Link href={`data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(proof, null, 2))}`} download={`proof-${proof.asset}-${proof.snapshot_id}.json`} data-testid="proof-download" colorPalette="brand">
            <FormattedMessage id="proof.mine.download" defaultMessage="Download the proof (JSON)" />
          </Link>{' '}
          <FormattedMessage id="proof.mine.command" defaultMessage="and check it yourself with {command}." values={{ command: <Code fontSize="xs">npm run verify-proof -- proof.json</Code> }} />
        </Text>
      )}
    </Stack>
  );
}

export function ProofSection() {
  const flow = useProofFlow();
  const stage = useSelector(flow, selectProofStage);
  const roots = useSelector(flow, selectProofRoots);
  const refusal = useSelector(flow, selectProofRefusal);
  return (
    <Box as="section" aria-labelledby="proof-title" w="full" data-testid="proof-section">
      <Stack gap="4">
        <Heading as="h2" size="md" id="proof-title"><FormattedMessage id="proof.title" defaultMessage="Proof of liabilities" /></Heading>
        <Text>
          <FormattedMessage
            id="proof.lead"
            defaultMessage="Every few minutes the exchange adds up what it owes each user, per asset, in a Merkle sum tree and publishes its root and total here. Each user's leaf is their balance with a secret salt, so nobody else can read it, and no leaf can be negative. You can check that your own balance is counted, here or with the open verifier, and compare the total with what the exchange holds on chain."
          />
        </Text>
        {stage === 'loading' && <PageLoading />}
        {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={proofEvents(flow).retry} />}
        {stage === 'ready' && roots && (roots.snapshots.length === 0
          ? <Text color="fg.muted"><FormattedMessage id="proof.none" defaultMessage="The first snapshot has not been taken yet." /></Text>
          : (
            <>
              <Latest snapshot={roots.snapshots[0]} />
              <MyProof flow={flow} roots={roots} />
              <History roots={roots} />
            </>
          ))}
      </Stack>
    </Box>
  );
}
