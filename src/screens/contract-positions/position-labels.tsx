// The words for a position's side, state, close reason and an instrument's pause, shared by the
// positions and history screens.
import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import type { ContractInstrument, ContractPosition } from '../../machines/contract-positions.flow';

export function SideLabel({ side }: { side: ContractPosition['side'] }) {
  return side === 'long'
    ? <FormattedMessage id="contractPositions.side.long" defaultMessage="Long" />
    : <FormattedMessage id="contractPositions.side.short" defaultMessage="Short" />;
}

export function StateLabel({ state }: { state: ContractPosition['state'] }) {
  switch (state) {
    case 'pending': return <FormattedMessage id="contractPositions.state.pending" defaultMessage="Pending" />;
    case 'open': return <FormattedMessage id="contractPositions.state.open" defaultMessage="Open" />;
    case 'closing': return <FormattedMessage id="contractPositions.state.closing" defaultMessage="Closing: settles at the next usable mark" />;
    case 'closed': return <FormattedMessage id="contractPositions.state.closed" defaultMessage="Closed" />;
    case 'liquidated': return <FormattedMessage id="contractPositions.state.liquidated" defaultMessage="Liquidated" />;
    default: return <FormattedMessage id="contractPositions.state.withdrawn" defaultMessage="Withdrawn" />;
  }
}

export function CloseReasonLabel({ reason }: { reason: NonNullable<ContractPosition['close_reason']> }) {
  switch (reason) {
    case 'user': return <FormattedMessage id="contractPositions.reason.user" defaultMessage="Closed by you" />;
    case 'closeAll': return <FormattedMessage id="contractPositions.reason.closeAll" defaultMessage="Close all" />;
    case 'takeProfit': return <FormattedMessage id="contractPositions.reason.takeProfit" defaultMessage="Take-profit" />;
    case 'stopLoss': return <FormattedMessage id="contractPositions.reason.stopLoss" defaultMessage="Stop-loss" />;
    default: return <FormattedMessage id="contractPositions.reason.liquidation" defaultMessage="Liquidated" />;
  }
}

/** Why an instrument takes no opens or closes now, and when a closed market opens; null while it trades. */
export function PauseText({ instrument }: { instrument: ContractInstrument }) {
  const { paused, opens_at: opensAt } = instrument.mark;
  switch (paused) {
    case null: return null;
    case 'stale': return <FormattedMessage id="contractPositions.paused.stale" defaultMessage="{symbol} is paused: its price feed has not sent a fresh price. Closes wait until it does." values={{ symbol: instrument.symbol }} />;
    case 'jump': return <FormattedMessage id="contractPositions.paused.jump" defaultMessage="{symbol} is paused: its price jumped beyond the allowed limit. Closes wait for steady prices." values={{ symbol: instrument.symbol }} />;
    case 'closed':
      return opensAt === null
        ? <FormattedMessage id="contractPositions.paused.closedNoTime" defaultMessage="The {symbol} market is closed. Closes wait until it opens." values={{ symbol: instrument.symbol }} />
        : <FormattedMessage
            id="contractPositions.paused.closed"
            defaultMessage="The {symbol} market is closed. It opens {date} {time}; closes wait until then."
            values={{ symbol: instrument.symbol, date: <FormattedDate value={opensAt} />, time: <FormattedTime value={opensAt} hour="2-digit" minute="2-digit" timeZoneName="short" /> }}
          />;
    default: return <FormattedMessage id="contractPositions.paused.none" defaultMessage="{symbol} has no price yet." values={{ symbol: instrument.symbol }} />;
  }
}
