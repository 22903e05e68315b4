// Every endpoint of the contract with its handler; the type makes a missing one a compile error.
import type { Api } from '../../api/registry';
import type { Handlers } from './handler';
import { authHandlers } from '../modules/auth/auth.routes';
import { accountHandlers } from '../modules/account/account.routes';
import { contentHandlers } from '../modules/content/content.routes';
import { contentEditHandlers } from '../modules/content/content-edit.routes';
import { fundsHandlers } from '../modules/funds/funds.routes';
import { transferHandlers } from '../modules/transfers/transfers.routes';
import { withdrawalHandlers } from '../modules/withdrawals/withdrawals.routes';
import { opsHandlers } from '../modules/ops/ops.routes';
import { marketHandlers } from '../modules/market/market.routes';
import { spotHandlers } from '../modules/spot/spot.routes';
import { quickBuyHandlers } from '../modules/spot/quick-buy.routes';
import { uploadHandlers } from '../modules/uploads/uploads.routes';
import { kycHandlers } from '../modules/kyc/kyc.routes';
import { profileHandlers } from '../modules/account/profile.routes';
import { contractHandlers } from '../modules/contract/contract.routes';
import { deliveryHandlers } from '../modules/delivery/delivery.routes';
import { launchpadHandlers } from '../modules/launchpad/launchpad.routes';
import { earnHandlers } from '../modules/earn/earn.routes';
import { loanHandlers } from '../modules/loan/loan.routes';
import { referralHandlers } from '../modules/referral/referral.routes';
import { rewardsHandlers } from '../modules/rewards/rewards.routes';
import { messagesHandlers } from '../modules/messages/messages.routes';
import { creditHandlers } from '../modules/credit/credit.routes';
import { supportHandlers } from '../modules/support/support.routes';
import { custodyHandlers } from '../modules/custody/custody.routes';
import { allowlistHandlers } from '../modules/allowlist/allowlist.routes';
import { devicesHandlers } from '../modules/devices/devices.routes';
import { proofHandlers } from '../modules/proof/proof.routes';
import { twoFactorHandlers } from '../modules/two-factor/two-factor.routes';

export const handlers: Handlers<Api> = {
  ...authHandlers,
  ...accountHandlers,
  ...contentHandlers,
  ...contentEditHandlers,
  ...fundsHandlers,
  ...transferHandlers,
  ...withdrawalHandlers,
  ...opsHandlers,
  ...marketHandlers,
  ...spotHandlers,
  ...quickBuyHandlers,
  ...uploadHandlers,
  ...kycHandlers,
  ...profileHandlers,
  ...contractHandlers,
  ...deliveryHandlers,
  ...launchpadHandlers,
  ...earnHandlers,
  ...loanHandlers,
  ...referralHandlers,
  ...rewardsHandlers,
  ...messagesHandlers,
  ...creditHandlers,
  ...supportHandlers,
  ...custodyHandlers,
  ...allowlistHandlers,
  ...devicesHandlers,
  ...proofHandlers,
  ...twoFactorHandlers,
};
