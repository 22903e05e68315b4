// Routes of spec §2 whose screens come with later releases. Each shows the one "not open yet"
// screen naming its feature, so a link never leads to a blank page or a fake one. When a feature
// ships, its routes leave this list and get their screens in routes.tsx.

/** The features that are not open yet; their names are in pending-feature-names.ts. */
export const pendingFeatureKeys = [
  'contracts', 'delivery', 'metals', 'earn', 'launchpad', 'loans', 'rewards', 'referral', 'buyCrypto', 'credit',
  'messages',
] as const;

export type PendingFeature = (typeof pendingFeatureKeys)[number];

/** Which layout a pending route sits in: the plain page, the assets area or the user centre. */
export type PendingArea = 'main' | 'assets' | 'userCentre';

export interface PendingRoute {
  path: string;
  feature: PendingFeature;
  access: 'public' | 'private';
  area: PendingArea;
}

/** Empty since the support and messages release: every route of the spec has its screen. */
export const pendingRoutes: readonly PendingRoute[] = [];

export function pendingRoutesOf(access: PendingRoute['access'], area: PendingArea): PendingRoute[] {
  return pendingRoutes.filter((r) => r.access === access && r.area === area);
}

/** The feature a route waits for, when its screen is not open yet (so a link can say so). */
export function pendingFeatureOf(path: string): PendingFeature | undefined {
  return pendingRoutes.find((r) => r.path === path)?.feature;
}
