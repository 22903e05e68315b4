// Every call of the wire, by name. Server routes, browser callers and docs/api.md read this.
import type { Endpoint } from './endpoint';
import { authEndpoints } from './endpoints/auth';
import { accountEndpoints } from './endpoints/account';
import { contentEndpoints } from './endpoints/content';
import { contentEditEndpoints } from './endpoints/content-edit';
import { fundsEndpoints } from './endpoints/funds';
import { transferEndpoints } from './endpoints/transfers';
import { withdrawalEndpoints } from './endpoints/withdrawals';
import { opsEndpoints } from './endpoints/ops';
import { marketEndpoints } from './endpoints/market';
import { spotEndpoints } from './endpoints/spot';
import { uploadEndpoints } from './endpoints/uploads';
import { kycEndpoints } from './endpoints/kyc';
import { profileEndpoints } from './endpoints/profile';
import { contractEndpoints } from './endpoints/contract';
import { deliveryEndpoints } from './endpoints/delivery';
import { launchpadEndpoints } from './endpoints/launchpad';
import { earnEndpoints } from './endpoints/earn';
import { quickBuyEndpoints } from './endpoints/quick-buy';
import { loanEndpoints } from './endpoints/loan';
import { messagesEndpoints } from './endpoints/messages';
import { creditEndpoints } from './endpoints/credit';
import { referralEndpoints } from './endpoints/referral';
import { rewardsEndpoints } from './endpoints/rewards';
import { supportEndpoints } from './endpoints/support';
import { custodyEndpoints } from './endpoints/custody';
import { allowlistEndpoints } from './endpoints/allowlist';
import { devicesEndpoints } from './endpoints/devices';
import { proofEndpoints } from './endpoints/proof';
import { twoFactorEndpoints } from './endpoints/two-factor';

export const api = {
  ...authEndpoints,
  ...accountEndpoints,
  ...contentEndpoints,
  ...fundsEndpoints,
  ...transferEndpoints,
  ...withdrawalEndpoints,
  ...opsEndpoints,
  ...marketEndpoints,
  ...spotEndpoints,
  ...uploadEndpoints,
  ...kycEndpoints,
  ...profileEndpoints,
  ...contractEndpoints,
  ...deliveryEndpoints,
  ...launchpadEndpoints,
  ...earnEndpoints,
  ...quickBuyEndpoints,
  ...loanEndpoints,
  ...messagesEndpoints,
  ...creditEndpoints,
  ...referralEndpoints,
  ...rewardsEndpoints,
  ...custodyEndpoints,
  ...contentEditEndpoints,
  ...supportEndpoints,
  ...allowlistEndpoints,
  ...devicesEndpoints,
  ...proofEndpoints,
  ...twoFactorEndpoints,
};

export type Api = typeof api;
export type EndpointKey = keyof Api;

export const allEndpoints: Endpoint[] = Object.values(api);

const seen = new Set<string>();
for (const e of allEndpoints) {
  if (seen.has(e.name)) throw new Error(`two endpoints are named ${e.name}`);
  seen.add(e.name);
}
