// Routes of leveraged contracts: instruments, the risk notice, open, close, close-all, cancel,
// take-profit/stop-loss, positions, money history and mark candles.
import { contractEndpoints } from '../../../api/endpoints/contract';
import type { Handlers } from '../../http/handler';
import {
  acknowledgeRisk, cancelPendingPosition, closeAllPositions, closePosition, instrumentsView, markKline, moneyHistory, openPosition,
  positionsOf, riskNotice, setTpSl,
} from './contract.service';

export const contractHandlers: Handlers<typeof contractEndpoints> = {
  contractInstruments: async ({ deps }) => instrumentsView(deps),
  contractRiskNotice: async ({ deps, user }) => riskNotice(deps, user.id),
  contractAcknowledgeRisk: async ({ deps, user }) => acknowledgeRisk(deps, user.id),
  contractOpen: async ({ deps, user, params }) => openPosition(deps, user.id, params),
  contractClose: async ({ deps, user, params }) => closePosition(deps, user.id, params.position_id),
  contractCloseAll: async ({ deps, user, params }) => closeAllPositions(deps, user.id, params.symbol),
  contractCancel: async ({ deps, user, params }) => cancelPendingPosition(deps, user.id, params.position_id),
  contractSetTpSl: async ({ deps, user, params }) => setTpSl(deps, user.id, params.position_id, params),
  contractPositions: async ({ deps, user, params }) => positionsOf(deps, user.id, params),
  contractHistory: async ({ deps, user, params }) => moneyHistory(deps, user.id, params),
  contractKline: async ({ deps, params }) => markKline(deps, params.symbol, params.limit),
};
