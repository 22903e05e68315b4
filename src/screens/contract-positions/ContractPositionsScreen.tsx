// /lt and /positionList (spec §2, §4): the user's contract positions by tab (pending, trading,
// closed, withdrawn), each a card with every figure the spec names and the actions its lifecycle
// allows; Close all on the trading tab. The account's available margin and the platform's terms
// (counterparty, mark plus spread, replayed prices) stand above. A view of two flows.
import { useMemo } from 'react';
import { Box, Button, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ContractPositionTab } from '../../../api/lifecycles/contract-position.lifecycle';
import { ConfirmAlert } from '../../components/feedback/ConfirmAlert';
import { PageLoading } from '../../components/feedback/PageLoading';
import { FilterTabs } from '../../components/forms/FilterTabs';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { Notice } from '../../components/feedback/Notice';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import {
  canPosition, positionActionsEvents, selectActionBusy, selectActionDone, selectActionRefusal, selectActionStage, type PositionActionsActor,
} from '../../machines/contract-position-actions.flow';
import { estimateClose } from '../../machines/contract-position-math';
import {
  contractPositionsEvents, positionTabs, selectAvailableMargin, selectInstruments, selectPositions, selectPositionsRefusal, selectPositionsStage,
  selectReplayed, selectSource, selectTab, type ContractInstrument, type ContractPosition, type ContractPositionsActor,
} from '../../machines/contract-positions.flow';
import { add } from '../../machines/spot-math';
import { ContractNotice } from './ContractNotice';
import { PositionCard } from './PositionCard';
import { useAddressTab, useContractPositions, usePositionsLinked } from './use-contract-positions';

function TabLabel({ tab }: { tab: ContractPositionTab }) {
  switch (tab) {
    case 'pending': return <FormattedMessage id="contractPositions.tab.pending" defaultMessage="Pending orders" />;
    case 'trading': return <FormattedMessage id="contractPositions.tab.trading" defaultMessage="Trading" />;
    case 'closed': return <FormattedMessage id="contractPositions.tab.closed" defaultMessage="Closed" />;
    default: return <FormattedMessage id="contractPositions.tab.withdrawn" defaultMessage="Withdrawn" />;
  }
}

function CloseAll({ positions, instruments, actions }: { positions: ContractPosition[]; instruments: ContractInstrument[]; actions: PositionActionsActor }) {
  const intl = useIntl();
  const fmt = useFormat();
  const stage = useSelector(actions, selectActionStage);
  const busy = useSelector(actions, selectActionBusy);
  const events = positionActionsEvents(actions);
  const closable = positions.filter((p) => canPosition(p, 'CLOSE'));
  if (closable.length === 0) return null;
  // The sum of each close as it would settle now, in bigint decimal arithmetic.
  const pnl = closable.reduce((sum, p) => {
    const instrument = instruments.find((i) => i.symbol === p.symbol);
    const estimate = instrument ? estimateClose(p, instrument) : null;
    return estimate ? add(sum, estimate.pnl) : sum;
  }, '0');
  if (stage !== 'confirmCloseAll') {
    return <Button size="sm" variant="outline" colorPalette="red" disabled={stage !== 'idle' || busy} onClick={events.askCloseAll}><FormattedMessage id="contractPositions.closeAll" defaultMessage="Close all" /></Button>;
  }
  return (
    <ConfirmAlert
      titleId="close-all"
      question={<FormattedMessage
        id="contractPositions.closeAll.question"
        defaultMessage="Close all {count} open positions, each at its mark with half its spread? Estimated profit and loss together: {pnl}, before close fees."
        values={{ count: closable.length, pnl: <Figure>{fmt.amount(pnl, 'USDT')}</Figure> }}
      />}
      keepLabel={<FormattedMessage id="contractPositions.closeAll.keep" defaultMessage="Keep them open" />}
      confirmLabel={intl.formatMessage({ id: 'contractPositions.closeAll.confirm', defaultMessage: 'Close all positions' })}
      busy={busy}
      onKeep={events.keep}
      onConfirm={events.confirm}
    />
  );
}

/** The page over running flows (the route gives it its own; tests give theirs). */
export function ContractPositionList({ list, actions }: { list: ContractPositionsActor; actions: PositionActionsActor }) {
  const intl = useIntl();
  const fmt = useFormat();
  const [addressTab, setAddressTab] = useAddressTab();
  usePositionsLinked(list, actions, addressTab);
  const stage = useSelector(list, selectPositionsStage);
  const tab = useSelector(list, selectTab);
  const positions = useSelector(list, selectPositions);
  const instruments = useSelector(list, selectInstruments);
  const replayed = useSelector(list, selectReplayed);
  const source = useSelector(list, selectSource);
  const available = useSelector(list, selectAvailableMargin);
  const loadRefusal = useSelector(list, selectPositionsRefusal);
  const refusal = useSelector(actions, selectActionRefusal);
  const done = useSelector(actions, selectActionDone);
  const listEvents = useMemo(() => contractPositionsEvents(list), [list]);
  const tabsLabel = intl.formatMessage({ id: 'contractPositions.tabs', defaultMessage: 'Positions by state' });
  return (
    <Stack gap="4" w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '4' }} py="6">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl"><FormattedMessage id="contractPositions.positions.title" defaultMessage="Contract positions" /></Heading>
        <HStack gap="4" wrap="wrap" fontSize="sm">
          <Link asChild><RouterLink to="/leverTransactions"><FormattedMessage id="contractPositions.history.link" defaultMessage="Money history" /></RouterLink></Link>
          <Link asChild><RouterLink to="/deal_c"><FormattedMessage id="contractPositions.trade.link" defaultMessage="Go to contract trading" /></RouterLink></Link>
        </HStack>
      </HStack>
      {stage !== 'loading' && stage !== 'unavailable' && <ContractNotice replayed={replayed} source={source} />}
      <Text fontSize="sm">
        <FormattedMessage id="contractPositions.available" defaultMessage="Available margin: {amount}" values={{ amount: <Figure>{fmt.amount(available, 'USDT')}</Figure> }} />
      </Text>
      {/* The tabs wrap onto a second line on a phone rather than scroll sideways; the list below is the chosen tab's panel. */}
      <FilterTabs label={tabsLabel} value={addressTab} onChange={setAddressTab} colorPalette="brand" wrap
        tabs={positionTabs.map((t) => ({ value: t, label: <TabLabel tab={t} /> }))}>
        <Stack gap="3">
          {done && (
            <Notice status="success" size="sm" role="status">{done}</Notice>
          )}
          <RefusalAlert refusal={refusal} />
          {stage === 'loading' && <PageLoading />}
          {stage === 'unavailable' && <UnavailableAlert refusal={loadRefusal} onRetry={listEvents.retry} />}
          {stage === 'ready' && (
            <Stack gap="3" aria-label={intl.formatMessage({ id: 'contractPositions.positions.list', defaultMessage: 'Positions' })} role="region">
              {tab === 'trading' && <Box><CloseAll positions={positions} instruments={instruments} actions={actions} /></Box>}
              {positions.length === 0
                ? <Text color="fg.muted" fontSize="sm"><FormattedMessage id="contractPositions.positions.none" defaultMessage="No positions here." /></Text>
                : positions.map((p) => <PositionCard key={p.id} position={p} instrument={instruments.find((i) => i.symbol === p.symbol)} actions={actions} />)}
            </Stack>
          )}
        </Stack>
      </FilterTabs>
    </Stack>
  );
}

export default function ContractPositionsScreen() {
  const [tab] = useAddressTab();
  const { list, actions } = useContractPositions(tab);
  return <ContractPositionList list={list} actions={actions} />;
}
