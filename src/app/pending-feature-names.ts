// The name of each feature that is not open yet (pending-routes.ts), as the "not open yet"
// screen shows it. Kept apart from the route list so the names load with that screen only.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { PendingFeature } from './pending-routes';

// `satisfies`: a feature without a name fails to compile.
export const pendingFeatureNames = defineMessages({
  contracts: { id: 'pending.feature.contracts', defaultMessage: 'Leveraged contracts' },
  delivery: { id: 'pending.feature.delivery', defaultMessage: 'Delivery contracts' },
  metals: { id: 'pending.feature.metals', defaultMessage: 'Precious metals and crude oil' },
  earn: { id: 'pending.feature.earn', defaultMessage: 'AI Earn' },
  launchpad: { id: 'pending.feature.launchpad', defaultMessage: 'New-coin subscription' },
  loans: { id: 'pending.feature.loans', defaultMessage: 'Loans' },
  rewards: { id: 'pending.feature.rewards', defaultMessage: 'Sign-in rewards' },
  referral: { id: 'pending.feature.referral', defaultMessage: 'Referral programme' },
  buyCrypto: { id: 'pending.feature.buyCrypto', defaultMessage: 'Quick crypto purchase' },
  credit: { id: 'pending.feature.credit', defaultMessage: 'Credit score' },
  messages: { id: 'pending.feature.messages', defaultMessage: 'My messages' },
}) satisfies Record<PendingFeature, MessageDescriptor>;
