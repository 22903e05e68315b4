// What every review screen of the console shows around its item: the timeline with the decisions
// of the audit log, the user's balances and money history, and the decision panel with its reason.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { reviewDecision, reviewTimelineStep } from '../../../api/review';
import { Button, Card, Field, Heading, HStack, List, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl, type MessageDescriptor } from 'react-intl';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { useMessageText } from '../../components/forms/use-message-text';
import { formatAmount } from '../../i18n/format';
import type { Refusal } from '../../machines/form-validation';
import type { OpsWithdrawDetail } from '../../machines/ops-withdraw-review.flow';
import { labelOf, opsDecisionNames, opsDepositStates, opsWalletNames } from './ops-labels';
import { withdrawalStateNames } from '../withdrawals/withdraw-labels';
import { TableScroll } from '../../components/ui/TableScroll';
import { Notice } from '../../components/feedback/Notice';

/** A review's title, the way back to its queue, and the last decision once it is recorded. */
export function ReviewHeader({ title, queuePath, decided }: { title: ReactNode; queuePath: string; decided: keyof typeof opsDecisionNames | null }) {
  const intl = useIntl();
  return (
    <>
      <HStack justify="space-between">
        <Heading as="h1" size="xl">{title}</Heading>
        <Button asChild size="sm" variant="ghost"><Link to={queuePath}><FormattedMessage id="ops.review.back" defaultMessage="Back to the queue" /></Link></Button>
      </HStack>
      {decided && (
        <Notice status="success" role="status">
          <FormattedMessage id="ops.review.decided" defaultMessage="Decision recorded: {decision}." values={{ decision: intl.formatMessage(opsDecisionNames[decided]) }} />
        </Notice>
      )}
    </>
  );
}

export const When = ({ at }: { at: number }) => <><FormattedDate value={at} /> <FormattedTime value={at} /></>;

/** The past of a reviewed item, as every review detail carries it (api/review.ts). */
export interface ReviewHistory {
  timeline: z.infer<typeof reviewTimelineStep>[];
  decisions: z.infer<typeof reviewDecision>[];
}

export function ReviewTimeline({ detail, stateNames }: { detail: ReviewHistory; stateNames: Record<string, { id: string; defaultMessage: string }> }) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <Heading as="h2" size="md"><FormattedMessage id="ops.timeline.title" defaultMessage="Timeline" /></Heading>
      <List.Root as="ol" gap="2" aria-label={intl.formatMessage({ id: 'ops.timeline.title', defaultMessage: 'Timeline' })}>
        {detail.timeline.map((step, i) => (
          <List.Item key={`${step.state}-${i}`}>
            <Text><strong>{labelOf(stateNames, step.state, intl.formatMessage)}</strong> · <When at={step.at} /> · {step.actor}</Text>
            {step.reason && <Text><FormattedMessage id="ops.timeline.reason" defaultMessage="Reason: {reason}" values={{ reason: step.reason }} /></Text>}
          </List.Item>
        ))}
      </List.Root>
      {detail.decisions.length > 0 && (
        <>
          <Heading as="h2" size="md"><FormattedMessage id="ops.decisions.title" defaultMessage="Decisions (audit log)" /></Heading>
          <List.Root gap="1" aria-label={intl.formatMessage({ id: 'ops.decisions.title', defaultMessage: 'Decisions (audit log)' })}>
            {detail.decisions.map((d, i) => (
              <List.Item key={i}><Text>{d.operator} · {d.action} · <When at={d.at} />{d.reason ? ` · ${d.reason}` : ''}</Text></List.Item>
            ))}
          </List.Root>
        </>
      )}
    </Stack>
  );
}

export function UserHistory({ detail }: { detail: Pick<OpsWithdrawDetail, 'balances' | 'withdrawals' | 'deposits'> }) {
  const intl = useIntl();
  const balancesTitle = intl.formatMessage({ id: 'ops.user.balances', defaultMessage: "User's balances" });
  const withdrawalsTitle = intl.formatMessage({ id: 'ops.user.withdrawals', defaultMessage: "User's withdrawals" });
  const depositsTitle = intl.formatMessage({ id: 'ops.user.deposits', defaultMessage: "User's deposits" });
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
      <Stack>
        <Heading as="h2" size="md">{balancesTitle}</Heading>
        <TableScroll><Table.Root size="sm" aria-label={balancesTitle}>
          <Table.Body>
            {detail.balances.map((b) => (
              <Table.Row key={`${b.currency}-${b.wallet}`}>
                <Table.Cell>{b.currency}</Table.Cell>
                <Table.Cell>{labelOf(opsWalletNames, b.wallet, intl.formatMessage)}</Table.Cell>
                <Table.Cell textAlign="end">{b.balance}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root></TableScroll>
      </Stack>
      <Stack>
        <Heading as="h2" size="md">{withdrawalsTitle}</Heading>
        <TableScroll><Table.Root size="sm" aria-label={withdrawalsTitle}>
          <Table.Body>
            {detail.withdrawals.map((w) => (
              <Table.Row key={w.id}>
                <Table.Cell><When at={w.created_at} /></Table.Cell>
                <Table.Cell>{formatAmount(intl, w.amount, w.currency)}</Table.Cell>
                <Table.Cell>{labelOf(withdrawalStateNames, w.state, intl.formatMessage)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root></TableScroll>
      </Stack>
      <Stack>
        <Heading as="h2" size="md">{depositsTitle}</Heading>
        <TableScroll><Table.Root size="sm" aria-label={depositsTitle}>
          <Table.Body>
            {detail.deposits.map((d) => (
              <Table.Row key={d.id}>
                <Table.Cell><When at={d.created_at} /></Table.Cell>
                <Table.Cell>{formatAmount(intl, d.amount, d.currency)} ({d.chain})</Table.Cell>
                <Table.Cell>{labelOf(opsDepositStates, d.state, intl.formatMessage)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root></TableScroll>
      </Stack>
    </SimpleGrid>
  );
}

export function DecisionPanel<D extends keyof typeof opsDecisionNames>({ offered, reason, reasonError, refusal, busy, help, onReason, onDecide }: {
  offered: D[]; reason: string; reasonError: string | null; refusal: Refusal | null; busy: boolean; help: ReactNode;
  onReason(value: string): void; onDecide(decision: D): void;
}) {
  const intl = useIntl();
  const messageText = useMessageText();
  if (offered.length === 0) return null;
  const reasonLabel = intl.formatMessage({ id: 'ops.review.reason', defaultMessage: 'Reason (shown to the user)' });
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Field.Root invalid={!!reasonError}>
            <Field.Label>{reasonLabel}</Field.Label>
            <Textarea value={reason} maxLength={500} onChange={(e) => onReason(e.target.value)} />
            <Field.HelperText>{help}</Field.HelperText>
            {reasonError && <Field.ErrorText>{messageText(reasonError, reasonLabel)}</Field.ErrorText>}
          </Field.Root>
          <RefusalAlert refusal={refusal} />
          <HStack>
            {offered.map((decision) => (
              <Button key={decision} loading={busy} colorPalette={decision === 'reject' ? 'red' : 'green'} variant={decision === 'reject' ? 'outline' : 'solid'} onClick={() => onDecide(decision)}>
                {intl.formatMessage(opsDecisionNames[decision] as MessageDescriptor)}
              </Button>
            ))}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
