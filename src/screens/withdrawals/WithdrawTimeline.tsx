// One withdrawal as the user sees it: where it goes, the amounts, its status and every step of its
// lifecycle with the time and, for a decision, the reason (DESIGN §2 rule 3).
import { Badge, DataList, HStack, List, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import type { WithdrawalRecord } from '../../machines/withdrawal.flow';
import { withdrawalStateNames, withdrawalStatusNames } from './withdraw-labels';
import { Fact } from './Fact';

const statusColour = { 0: 'red', 1: 'orange', 2: 'green' } as const;

export function WithdrawStatusBadge({ status }: { status: 0 | 1 | 2 }) {
  const intl = useIntl();
  return <Badge colorPalette={statusColour[status]}>{intl.formatMessage(withdrawalStatusNames[status])}</Badge>;
}

export function WithdrawTimeline({ record }: { record: WithdrawalRecord }) {
  const intl = useIntl();
  const stateName = (state: string) => {
    const name = withdrawalStateNames[state as keyof typeof withdrawalStateNames];
    return name ? intl.formatMessage(name) : state;
  };
  return (
    <Stack gap="3">
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
        <Fact label={<FormattedMessage id="withdrawal.record.to" defaultMessage="To" />} breakAll>{record.kind === 'bank' ? record.address : `${record.address} (${record.chain})`}</Fact>
        <Fact label={<FormattedMessage id="withdrawal.record.amount" defaultMessage="Amount" />}>{record.amount} {record.currency}</Fact>
        <Fact label={<FormattedMessage id="withdrawal.record.fee" defaultMessage="Fee" />}>{record.fee} {record.currency}</Fact>
        <Fact label={<FormattedMessage id="withdrawal.record.received" defaultMessage="Amount received" />}>{record.received} {record.currency}</Fact>
        <Fact label={<FormattedMessage id="withdrawal.record.status" defaultMessage="Status" />}><WithdrawStatusBadge status={record.status} /></Fact>
        {record.tx_hash && (
          <Fact label={<FormattedMessage id="withdrawal.record.txHash" defaultMessage="Transaction hash" />} breakAll>{record.tx_hash}</Fact>
        )}
      </DataList.Root>
      <List.Root as="ol" gap="2" aria-label={intl.formatMessage({ id: 'withdrawal.timeline.label', defaultMessage: 'Timeline' })}>
        {record.timeline.map((step, i) => (
          <List.Item key={`${step.state}-${i}`}>
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{stateName(step.state)}</Text>
              <Text color="fg.muted">
                <FormattedDate value={step.at} /> <FormattedTime value={step.at} />
              </Text>
            </HStack>
            {step.reason && (
              <Text>
                <FormattedMessage id="withdrawal.timeline.reason" defaultMessage="Reason: {reason}" values={{ reason: step.reason }} />
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
