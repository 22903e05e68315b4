// /recharge (spec §2, §3; DESIGN §3): the user's own deposit address with its QR code and a copy
// button, every rule shown before sending, test funds in demo mode, and the user's deposits below,
// live while any is pending. A view of the deposit flow and a records flow.
import { useMemo } from 'react';
import { Alert, Badge, Button, Card, Code, Field, Flex, Heading, HStack, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { QrCode } from '../../components/ui/QrCode';
import {
  depositEvents, selectDepositCurrency, selectDepositInfo, selectDepositRefusal, selectDepositStage, selectIsDemo, selectSendingTestFunds,
  selectTestFunds, selectTestFundsRefusal, type depositFlow, type TurnoverRule,
} from '../../machines/deposit.flow';
import { DepositList } from './funds-parts';
import { ManualDepositCard } from './ManualDepositCard';
import { useDepositFlow, useRecordsFlow } from './use-funds-flows';

type DepositActor = ActorRefFrom<typeof depositFlow>;

function TurnoverNotice({ rule }: { rule: TurnoverRule }) {
  if (rule.ratio === '0' || /^0(\.0+)?$/.test(rule.ratio)) {
    return <Text><FormattedMessage id="funds.deposit.turnoverOff" defaultMessage="No trading-volume rule applies to withdrawals here." /></Text>;
  }
  return (
    <Stack gap="1">
      <Text>
        <FormattedMessage
          id="funds.deposit.turnoverRule"
          defaultMessage="Before a withdrawal, your trading volume since your first deposit must reach {ratio} times your total deposits (an anti-money-laundering rule)."
          values={{ ratio: rule.ratio }}
        />{' '}
        <FormattedMessage
          id="funds.deposit.turnoverCounts"
          defaultMessage="Every spot trade of yours counts at its value in USDT, whether you bought or sold and whether your order waited in the book or filled at once."
        />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="funds.deposit.turnoverProgress"
          defaultMessage="Your progress: {volume} of {required} USDT traded (deposits so far: {deposits} USDT)."
          values={{ volume: rule.volume, required: rule.required, deposits: rule.deposits }}
        />{' '}
        {rule.met
          ? <Badge colorPalette="green"><FormattedMessage id="funds.deposit.turnoverMet" defaultMessage="Met" /></Badge>
          : <Badge colorPalette="yellow"><FormattedMessage id="funds.deposit.turnoverNotMet" defaultMessage="Not met yet" /></Badge>}
      </Text>
    </Stack>
  );
}

function TestFunds({ flow }: { flow: DepositActor }) {
  const intl = useIntl();
  const events = useMemo(() => depositEvents(flow), [flow]);
  const sending = useSelector(flow, selectSendingTestFunds);
  const sent = useSelector(flow, selectTestFunds);
  const refusal = useSelector(flow, selectTestFundsRefusal);
  const confirmations = useSelector(flow, (s) => s.context.info?.address.confirmations_required ?? 0);
  return (
    <Alert.Root status="info" variant="surface" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title><FormattedMessage id="funds.demo.title" defaultMessage="Demo mode: test funds" /></Alert.Title>
        <Alert.Description>
          <FormattedMessage
            id="funds.demo.explain"
            defaultMessage="This deployment runs a local test chain. Test funds are not real money: they are sent to your deposit address on the local chain and credited after {count} confirmations, like any deposit."
            values={{ count: confirmations }}
          />
        </Alert.Description>
        <HStack>
          <Button size="sm" onClick={events.sendTestFunds} loading={sending} loadingText={intl.formatMessage({ id: 'funds.demo.button', defaultMessage: 'Test funds (demo)' })}>
            <FormattedMessage id="funds.demo.button" defaultMessage="Test funds (demo)" />
          </Button>
        </HStack>
        {sent && (
          <Text fontSize="sm" role="status">
            <FormattedMessage id="funds.demo.sent" defaultMessage="{amount} test USDT sent; watch it below." values={{ amount: sent.amount }} />
          </Text>
        )}
        <RefusalAlert refusal={refusal} />
      </Alert.Content>
    </Alert.Root>
  );
}

function DepositAddressCard({ flow, onChain }: { flow: DepositActor; onChain(chain: string): void }) {
  const intl = useIntl();
  const events = useMemo(() => depositEvents(flow), [flow]);
  const stage = useSelector(flow, selectDepositStage);
  const info = useSelector(flow, selectDepositInfo);
  const refusal = useSelector(flow, selectDepositRefusal);
  const currency = useSelector(flow, selectDepositCurrency);
  const demo = useSelector(flow, selectIsDemo);
  const currencies = info?.currencies.length ? info.currencies : [currency];
  const chains = info?.address.chains?.length ? info.address.chains : info ? [info.address.chain] : [];

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="5">
          <HStack gap="4" align="flex-end" wrap="wrap">
            <Field.Root w="48">
              <Field.Label><FormattedMessage id="funds.deposit.asset" defaultMessage="Asset" /></Field.Label>
              <NativeSelect.Root disabled={stage !== 'ready'}>
                <NativeSelect.Field value={currency} onChange={(e) => events.chooseAsset(e.target.value)}>
                  {currencies.map((c) => <option key={c} value={c}>{c}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {info && (
              <Field.Root w="48">
                <Field.Label><FormattedMessage id="funds.deposit.chain" defaultMessage="Chain" /></Field.Label>
                <NativeSelect.Root disabled={chains.length < 2 || stage !== 'ready'}>
                  <NativeSelect.Field
                    value={info.address.chain}
                    onChange={(e) => onChain(e.target.value)}
                    title={chains.length < 2 ? intl.formatMessage({ id: 'funds.deposit.chainOnly', defaultMessage: 'The only chain this asset is offered on here' }) : undefined}
                  >
                    {chains.map((c) => <option key={c} value={c}>{c}</option>)}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
          </HStack>
          {stage === 'loading' && <PageLoading />}
          {stage === 'failed' && <UnavailableAlert refusal={refusal} onRetry={events.retry} />}
          {stage === 'ready' && <RefusalAlert refusal={refusal} />}
          {stage === 'ready' && info && (
            <>
              <Flex gap="6" wrap="wrap" align="center">
                <QrCode value={info.address.address} size={168} label={intl.formatMessage({ id: 'funds.deposit.qr', defaultMessage: 'QR code of your deposit address' })} />
                <Stack gap="2" flex="1 1 16rem" minW="0">
                  <Text color="fg.muted">
                    <FormattedMessage id="funds.deposit.yourAddress" defaultMessage="Your {currency} deposit address on {chain}" values={{ currency: info.address.currency, chain: info.address.chain }} />
                  </Text>
                  <Code fontSize="md" p="2" wordBreak="break-all" data-testid="deposit-address">{info.address.address}</Code>
                  <HStack>
                    <Button size="sm" onClick={events.copyAddress}>
                      <FormattedMessage id="funds.deposit.copy" defaultMessage="Copy address" />
                    </Button>
                  </HStack>
                </Stack>
              </Flex>
              <Stack gap="2">
                <Heading as="h2" size="md"><FormattedMessage id="funds.deposit.rulesTitle" defaultMessage="Before you send" /></Heading>
                <List.Root gap="2" ps="5">
                  <List.Item>
                    <FormattedMessage id="funds.deposit.simpleSend" defaultMessage="Send only {currency} on {chain}, as a simple send to this address. Other assets or chains, and sends from contracts, are not seen and cannot be credited." values={{ currency: info.address.currency, chain: info.address.chain }} />
                  </List.Item>
                  <List.Item>
                    <FormattedMessage id="funds.deposit.confirmations" defaultMessage="A deposit is credited to your spot account after {count} confirmations." values={{ count: info.address.confirmations_required }} />
                  </List.Item>
                  <List.Item>
                    <FormattedMessage id="funds.deposit.minimum" defaultMessage="Minimum deposit: {min} {currency}. A smaller deposit is recorded but not credited." values={{ min: info.address.min_deposit, currency: info.address.currency }} />
                  </List.Item>
                  <List.Item><TurnoverNotice rule={info.turnover} /></List.Item>
                </List.Root>
              </Stack>
              {demo && <TestFunds flow={flow} />}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The address card of one chain: choosing another chain puts it in the page's address and starts afresh. */
function ChainDeposit({ chain, records, onChain }: { chain?: string; records: Parameters<typeof useDepositFlow>[0]; onChain(chain: string): void }) {
  const flow = useDepositFlow(records, chain);
  const address = useSelector(flow, (s) => s.context.info?.address ?? null);
  return (
    <>
      <DepositAddressCard flow={flow} onChain={onChain} />
      {address && (
        <ManualDepositCard
          key={`${address.currency}-${address.chain}`} currency={address.currency} chain={address.chain}
          chains={address.chains?.length ? address.chains : [address.chain]} records={records}
        />
      )}
    </>
  );
}

export default function DepositScreen() {
  const records = useRecordsFlow('deposits');
  const [params, setParams] = useSearchParams();
  const chain = params.get('chain') ?? undefined;
  return (
    <Stack gap="6" maxW="5xl" mx="auto" w="full">
      <Heading as="h1" size="xl"><FormattedMessage id="funds.deposit.title" defaultMessage="Deposit" /></Heading>
      <ChainDeposit key={chain ?? ''} chain={chain} records={records} onChain={(c) => setParams({ chain: c })} />
      <Stack gap="3">
        <Heading as="h2" size="lg"><FormattedMessage id="funds.deposits.title" defaultMessage="Your deposits" /></Heading>
        <DepositList flow={records} />
      </Stack>
    </Stack>
  );
}
