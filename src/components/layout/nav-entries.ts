// The entries of the main navigation (spec §2), one list for the bar on wide screens and the
// drawer on phones. Trade groups spot with the markets that open later; whether an entry is open
// yet comes from pending-routes.ts, so it says so by itself until its screen ships.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { pendingFeatureNames } from '../../app/pending-feature-names';

export interface NavEntry {
  to: string;
  label: MessageDescriptor;
  /** Marked current only on this exact path (home). */
  end?: boolean;
}

const labels = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  market: { id: 'nav.market', defaultMessage: 'Market' },
  trade: { id: 'nav.trade', defaultMessage: 'Trade' },
  spot: { id: 'nav.spot', defaultMessage: 'Spot trading' },
  earn: { id: 'nav.earn', defaultMessage: 'AI Earn' },
  myAssets: { id: 'nav.myAssets', defaultMessage: 'My assets' },
});

export const tradeLabel = labels.trade;

/** Spot, then contracts, delivery (the spec's "derivatives"), metals (the spec's Trade link) and the new-coin zone. */
export const tradeEntries: NavEntry[] = [
  { to: '/deal', label: labels.spot },
  { to: '/deal_c', label: pendingFeatureNames.contracts },
  { to: '/deal_jg', label: pendingFeatureNames.delivery },
  { to: '/preciousMetal', label: pendingFeatureNames.metals },
  { to: '/subscription', label: pendingFeatureNames.launchpad },
];

export const entriesBeforeTrade: NavEntry[] = [
  { to: '/', label: labels.home, end: true },
  { to: '/market', label: labels.market },
];

export const entriesAfterTrade: NavEntry[] = [
  { to: '/profit_index', label: labels.earn },
  { to: '/asset', label: labels.myAssets },
];
