// Money in: balances, the user's deposit address, deposit records, manual deposits and demo test funds.
import { fundsEndpoints } from '../../../api/endpoints/funds';
import type { Handlers } from '../../http/handler';
import { accountBalances, usdtPrices } from './balances.service';
import { depositInstructions } from './deposit-address.service';
import { depositRecords, manualDepositRecords } from './deposit-records.service';
import { submitManualDeposit } from './manual-deposit.service';
import { sendDemoFunds } from './demo-funds.service';

export const fundsHandlers: Handlers<typeof fundsEndpoints> = {
  getAsset2: async ({ deps, user }) => accountBalances(deps, usdtPrices(deps.spot), user.id),
  getQrcode: async ({ deps, user, params }) => depositInstructions(deps, user.id, params.currency, params.chain),
  depositRecords: async ({ deps, user, lang }) => depositRecords(deps, user.id, lang),
  manualDeposit: async ({ deps, user, rtoken, params }) => (await manualDepositRecords(deps, [await submitManualDeposit(deps, user.id, rtoken, params)]))[0],
  demoFunds: async ({ deps, user, rtoken }) => sendDemoFunds(deps, user.id, rtoken),
};
