// The actions under one position card: the buttons its lifecycle chart allows, and in place the
// close confirm (estimated exit, PnL, fee and what comes back, priced as the server settles, worked
// out before the user agrees) or the TP/SL form.
import { useMemo } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmAlert } from '../../components/feedback/ConfirmAlert';
import { FormField } from '../../components/forms/FormField';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import {
  canPosition, positionActionsEvents, selectActionBusy, selectActionPosition, selectActionStage, selectTpSlErrors, selectTpSlValues,
  type PositionActionsActor,
} from '../../machines/contract-position-actions.flow';
import { estimateClose, isPositive } from '../../machines/contract-position-math';
import type { ContractInstrument, ContractPosition } from '../../machines/contract-positions.flow';
import { CloseFeeWaivedText } from '../contract/contract-parts';
import { SideLabel } from './position-labels';

function CloseConfirm({ position, instrument, actions }: { position: ContractPosition; instrument: ContractInstrument | undefined; actions: PositionActionsActor }) {
  const intl = useIntl();
  const fmt = useFormat();
  const busy = useSelector(actions, selectActionBusy);
  const events = positionActionsEvents(actions);
  const estimate = instrument ? estimateClose(position, instrument) : null;
  const usdt = (v: string) => <Figure>{fmt.amount(v, 'USDT')}</Figure>;
  return (
    <ConfirmAlert
      titleId={`close-${position.id}`}
      question={(
        <Stack gap="1">
          <span><FormattedMessage id="contractPositions.close.question" defaultMessage="Close this {symbol} {side} position?" values={{ symbol: position.symbol, side: <SideLabel side={position.side} /> }} /></span>
          {estimate && instrument && (
            <Text fontWeight="normal" fontSize="sm">
              <FormattedMessage
                id="contractPositions.close.estimateSettled"
                defaultMessage="Estimated exit {exit}: the mark {mark} {side, select, long {less} other {plus}} half the {spread} spread, rounded to the price step against you (at most one step of {step}). Profit and loss about {pnl}; close fee about {fee} ({feeRate}); back to your contract account about {returned}. The close settles at the mark when it is sent."
                values={{
                  exit: usdt(estimate.exit), mark: usdt(position.mark_price!), side: position.side, spread: fmt.percent(instrument.spread_rate),
                  step: usdt(instrument.price_step), pnl: usdt(estimate.pnl), fee: usdt(estimate.fee), feeRate: fmt.percent(instrument.close_fee_rate),
                  returned: usdt(estimate.returned),
                }}
              />
            </Text>
          )}
          {estimate && isPositive(estimate.feeWaived) && (
            <Text fontWeight="normal" fontSize="sm">
              <FormattedMessage id="contractPositions.close.waivedNow" defaultMessage="At this mark {waived} of the close fee would be waived." values={{ waived: usdt(estimate.feeWaived) }} />
            </Text>
          )}
          <Text fontWeight="normal" fontSize="xs"><CloseFeeWaivedText /></Text>
        </Stack>
      )}
      keepLabel={<FormattedMessage id="contractPositions.close.keep" defaultMessage="Keep it open" />}
      confirmLabel={intl.formatMessage({ id: 'contractPositions.close.confirm', defaultMessage: 'Close position' })}
      busy={busy}
      onKeep={events.keep}
      onConfirm={events.confirm}
      mt="3"
    />
  );
}

function TpSlForm({ position, actions }: { position: ContractPosition; actions: PositionActionsActor }) {
  const intl = useIntl();
  const fmt = useFormat();
  const values = useSelector(actions, selectTpSlValues);
  const errors = useSelector(actions, selectTpSlErrors);
  const busy = useSelector(actions, selectActionBusy);
  const events = positionActionsEvents(actions);
  const entry = position.entry_price ?? position.limit_price;
  const saveText = intl.formatMessage({ id: 'contractPositions.tpsl.save', defaultMessage: 'Save' });
  return (
    <Stack
      as="form" mt="3" gap="3" p="3" borderWidth="1px" rounded="md"
      aria-label={intl.formatMessage({ id: 'contractPositions.tpsl.form', defaultMessage: 'Take-profit and stop-loss of {symbol}' }, { symbol: position.symbol })}
      onSubmit={(e) => { e.preventDefault(); events.submit(); }}
    >
      <Text fontSize="sm">
        <FormattedMessage
          id="contractPositions.tpsl.rule"
          defaultMessage="Entry {entry}; liquidation {liquidation}. A take-profit lies beyond the entry in your favour, a stop-loss between the liquidation price and the entry. Leave a field blank to remove it."
          values={{ entry: entry ? <Figure>{fmt.amount(entry, 'USDT')}</Figure> : '—', liquidation: position.liquidation_price ? <Figure>{fmt.amount(position.liquidation_price, 'USDT')}</Figure> : '—' }}
        />
      </Text>
      <FormField
        label={intl.formatMessage({ id: 'contractPositions.field.takeProfit', defaultMessage: 'Take-profit' })}
        value={values.take_profit} onChange={(v) => events.change('take_profit', v)} error={errors.take_profit} amount={{ scale: 6 }}
      />
      <FormField
        label={intl.formatMessage({ id: 'contractPositions.field.stopLoss', defaultMessage: 'Stop-loss' })}
        value={values.stop_loss} onChange={(v) => events.change('stop_loss', v)} error={errors.stop_loss} amount={{ scale: 6 }}
      />
      <HStack wrap="wrap">
        <Button type="submit" size="sm" colorPalette="brand" loading={busy} loadingText={saveText}>
          {saveText}
        </Button>
        <Button size="sm" variant="outline" onClick={events.keep} disabled={busy}>
          <FormattedMessage id="contractPositions.tpsl.keep" defaultMessage="Leave unchanged" />
        </Button>
      </HStack>
    </Stack>
  );
}

export function PositionActions({ position, instrument, actions }: { position: ContractPosition; instrument: ContractInstrument | undefined; actions: PositionActionsActor }) {
  const intl = useIntl();
  const stage = useSelector(actions, selectActionStage);
  const chosen = useSelector(actions, selectActionPosition);
  const busy = useSelector(actions, selectActionBusy);
  const events = useMemo(() => positionActionsEvents(actions), [actions]);
  const mine = chosen?.id === position.id;
  const idle = stage === 'idle' && !busy;
  return (
    <>
      <HStack wrap="wrap" mt="3" gap="2">
        {canPosition(position, 'CLOSE') && (
          <Button size="xs" variant="outline" colorPalette="red" disabled={!idle} onClick={() => events.askClose(position)}
            aria-label={intl.formatMessage({ id: 'contractPositions.action.closeLabel', defaultMessage: 'Close position {id}' }, { id: position.id })}>
            <FormattedMessage id="contractPositions.action.close" defaultMessage="Close" />
          </Button>
        )}
        {canPosition(position, 'CANCEL') && (
          <Button size="xs" variant="outline" disabled={!idle} loading={busy && mine && stage === 'idle'} onClick={() => events.cancelOpen(position)}
            aria-label={intl.formatMessage({ id: 'contractPositions.action.cancelLabel', defaultMessage: 'Cancel pending open {id}' }, { id: position.id })}>
            <FormattedMessage id="contractPositions.action.cancel" defaultMessage="Cancel" />
          </Button>
        )}
        {canPosition(position, 'SET_TPSL') && (
          <Button size="xs" variant="outline" disabled={!idle} onClick={() => events.editTpSl(position)}
            aria-label={intl.formatMessage({ id: 'contractPositions.action.tpslLabel', defaultMessage: 'Take-profit and stop-loss of {id}' }, { id: position.id })}>
            <FormattedMessage id="contractPositions.action.tpsl" defaultMessage="TP / SL" />
          </Button>
        )}
      </HStack>
      {mine && stage === 'confirmClose' && <CloseConfirm position={position} instrument={instrument} actions={actions} />}
      {mine && stage === 'tpsl' && <TpSlForm position={position} actions={actions} />}
    </>
  );
}
