// New-coin subscription as users and admins use it: the projects with every term and their phase
// on the clock, creating a project (admins only: the project, its coin and its market closed until
// the listing time, the audit-log row and the due items of its allocation and listing, in one
// transaction), subscribing (issue price × quantity in USDT frozen from the spot account) and the
// user's subscriptions. Each check-and-act is one transaction; a refusal changes nothing.
import { subscriptionLifecycle } from '../../../api/lifecycles/subscription.lifecycle';
import type { subscriptionStates } from '../../../api/lifecycles/subscription.lifecycle';
import type { projectPhases } from '../../../api/endpoints/launchpad';
import { toMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { BusinessFailure, fail } from '../../core/failures';
import type { AuthedOperator } from '../ops/operators';
import { auditDecision } from '../ops/operators';
import { mustAdminister } from '../settings/settings-admin';
import { getSetting, settingDefaults } from '../settings/settings';
import { defaultMarketRules } from '../market/instruments';
import { CLOSE_KIND, LIST_KIND } from './launchpad-work';
import {
  COIN_SCALE, DAY_MS, USDT, USDT_SCALE, coinText, costOf, frozenUsdt, marketRulesFor, marketSymbolOf, spotUsdt, usdtText,
} from './launchpad-terms';
import {
  allProjects, heldBy, insertProject, insertSubscription, insertSubscriptionEvents, projectById, projectsByIds, subscriptionsOfUser, totalsOf,
  type ProjectRow, type ProjectTotals, type SubscriptionRow,
} from './launchpad.store';

type Phase = (typeof projectPhases)[number];
type State = (typeof subscriptionStates)[number];

/** Where a project is on the clock. */
export function phaseOf(p: Pick<ProjectRow, 'starts_at' | 'ends_at' | 'listing_at'>, now: number): Phase {
  if (now < Number(p.starts_at)) return 'upcoming';
  if (now < Number(p.ends_at)) return 'open';
  if (now < Number(p.listing_at)) return 'allocated';
  return 'listed';
}

export const releaseAtOf = (p: Pick<ProjectRow, 'ends_at' | 'lock_days'>) => Number(p.ends_at) + Number(p.lock_days) * DAY_MS;

export function projectView(p: ProjectRow, totals: ProjectTotals | undefined, now: number) {
  const subscribed = totals?.subscribed ?? 0n;
  const quantity = BigInt(p.quantity);
  return {
    id: p.id, name: p.name, symbol: p.symbol, issue_price: usdtText(BigInt(p.issue_price)),
    quantity: coinText(quantity), circulation: coinText(BigInt(p.circulation)), lot: coinText(BigInt(p.lot)),
    min_per_user: coinText(BigInt(p.min_per_user)), max_per_user: coinText(BigInt(p.max_per_user)),
    starts_at: Number(p.starts_at), ends_at: Number(p.ends_at), listing_at: Number(p.listing_at), lock_days: Number(p.lock_days),
    description: p.description, phase: phaseOf(p, now),
    subscribed: coinText(subscribed), remaining: coinText(quantity > subscribed ? quantity - subscribed : 0n),
    subscribers: totals?.subscribers ?? 0, sold_out: subscribed > quantity, created_at: Number(p.created_at),
  };
}

export function subscriptionView(s: SubscriptionRow, p: ProjectRow) {
  const maybe = (v: bigint | null, text: (x: bigint) => string) => (v === null ? null : text(BigInt(v)));
  return {
    id: s.id, project_id: p.id, name: p.name, symbol: p.symbol, issue_price: usdtText(BigInt(p.issue_price)),
    quantity: coinText(BigInt(s.quantity)), frozen: usdtText(BigInt(s.frozen)), state: s.state as State,
    pass_quantity: maybe(s.pass_quantity, coinText), paid: maybe(s.paid, usdtText), refunded: maybe(s.refunded, usdtText),
    ends_at: Number(p.ends_at), release_at: releaseAtOf(p), listing_at: Number(p.listing_at), listed: p.listed_at !== null, created_at: Number(s.created_at),
    allocated_at: s.allocated_at === null ? null : Number(s.allocated_at), released_at: s.released_at === null ? null : Number(s.released_at),
  };
}

async function projectViews(deps: Pick<Deps, 'db' | 'clock'>, rows: ProjectRow[]) {
  const totals = await totalsOf(deps.db, rows.map((p) => p.id));
  const now = deps.clock.now();
  return rows.map((p) => projectView(p, totals.get(p.id), now));
}

export async function listProjects(deps: Pick<Deps, 'db' | 'clock'>) {
  return projectViews(deps, await allProjects(deps.db));
}

export async function projectInfo(deps: Pick<Deps, 'db' | 'clock'>, id: string) {
  const p = (await projectById(deps.db, id)) ?? fail('notFound');
  return (await projectViews(deps, [p]))[0];
}

export interface ProjectInput {
  name: string; symbol: string; issue_price: string; quantity: string; circulation: string; lot: string;
  min_per_user: string; max_per_user: string; starts_at: number; ends_at: number; listing_at: number; lock_days: number; description: string;
}

const coins = (text: string) => {
  const v = toMinor(text, COIN_SCALE);
  return v !== null && v > 0n ? v : fail('projectQuantityInvalid');
};

/** Creates a project, its coin and its closed market (admins only); audit-logged; allocation and listing are scheduled with it. */
export async function createProject(deps: Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'due'>, operator: AuthedOperator, input: ProjectInput) {
  mustAdminister(operator);
  const price = toMinor(input.issue_price, USDT_SCALE);
  if (price === null || price <= 0n) fail('projectPriceInvalid');
  const [quantity, circulation, lot, min, max] = [input.quantity, input.circulation, input.lot, input.min_per_user, input.max_per_user].map(coins);
  if (circulation < quantity) fail('projectQuantityInvalid');
  const now = deps.clock.now();
  if (!(input.starts_at > now && input.ends_at > input.starts_at && input.listing_at >= input.ends_at)) fail('projectWindowInvalid');
  if (min > max || [quantity, min, max].some((q) => q % lot !== 0n) || costOf(price, lot) === null) fail('projectLimitsInvalid');
  const symbol = input.symbol;
  const marketSymbol = marketSymbolOf(symbol);
  const rules = marketRulesFor(price);

  const project = await deps.db.transaction().execute(async (trx) => {
    const taken = symbol === USDT
      || await trx.selectFrom('assets').select('code').where('code', '=', symbol).executeTakeFirst()
      || await trx.selectFrom('markets').select('symbol').where('symbol', '=', marketSymbol).executeTakeFirst()
      || await trx.selectFrom('newcoin_projects').select('id').where('symbol', '=', symbol).executeTakeFirst();
    if (taken) fail('projectSymbolTaken', { symbol });
    const sortOf = async (table: 'assets' | 'markets') => {
      const row = await trx.selectFrom(table).select((eb) => eb.fn.max<string | number | bigint>('sort').as('top')).executeTakeFirst();
      return BigInt(row?.top ?? 0) + 1n;
    };
    const added = await trx.insertInto('assets').values({ code: symbol, name: input.name, scale: BigInt(COIN_SCALE), kind: 'crypto', enabled: 1n, sort: await sortOf('assets') })
      .onConflict((oc) => oc.column('code').doNothing()).executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0n) !== 1) fail('projectSymbolTaken', { symbol });
    // The market waits, closed, for the listing time; its book then opens empty.
    await trx.insertInto('markets').values({
      symbol: marketSymbol, base: symbol, quote: USDT, tick_size: rules.tick, lot_size: rules.lot,
      min_notional: toMinor(defaultMarketRules.minNotional, USDT_SCALE)!, maker_fee_bps: BigInt(defaultMarketRules.makerFeeBps),
      taker_fee_bps: BigInt(defaultMarketRules.takerFeeBps), price_protection_bps: BigInt(defaultMarketRules.priceProtectionBps),
      enabled: 0n, sort: await sortOf('markets'),
    }).execute();
    const row: ProjectRow = {
      id: deps.ids.next('np'), name: input.name, symbol, issue_price: price, quantity, circulation, lot,
      min_per_user: min, max_per_user: max, starts_at: BigInt(input.starts_at), ends_at: BigInt(input.ends_at),
      listing_at: BigInt(input.listing_at), lock_days: input.lock_days, description: input.description,
      created_by: operator.id, created_at: BigInt(now), allocated_at: null, listed_at: null,
    };
    await insertProject(trx, row);
    await auditDecision(deps, trx, { operatorId: operator.id, action: 'launchpad.create', entityType: 'newcoin_project', entityId: row.id, reason: `${symbol} ${input.name}` });
    await deps.due.schedule(trx, CLOSE_KIND, row.id, input.ends_at);
    await deps.due.schedule(trx, LIST_KIND, row.id, input.listing_at);
    return row;
  });
  return projectView(project, undefined, now);
}

/** Subscribes for `quantity` coins in the window: the cost in USDT moves from the spot account to the subscription wallet. */
export async function subscribe(deps: Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'ledger'>, userId: string, req: { id: string; quantity: string }) {
  const features = { ...settingDefaults.features, ...(await getSetting(deps.db, 'features')) };
  if (features.launchpad === false) fail('featureOff');
  const quantity = toMinor(req.quantity, COIN_SCALE);
  if (quantity === null || quantity <= 0n) fail('amountInvalid');
  const s = await deps.db.transaction().execute(async (trx) => {
    const p = (await projectById(trx, req.id, { lock: deps.dialect })) ?? fail('notFound');
    const now = deps.clock.now();
    if (p.allocated_at !== null || now < Number(p.starts_at) || now >= Number(p.ends_at)) fail('subscriptionClosed');
    const lot = BigInt(p.lot);
    if (quantity % lot !== 0n) fail('subscriptionLotStep', { lot: coinText(lot), symbol: p.symbol });
    if (quantity < BigInt(p.min_per_user)) fail('subscriptionBelowMin', { min: coinText(BigInt(p.min_per_user)), symbol: p.symbol });
    const held = await heldBy(trx, p.id, userId);
    if (held + quantity > BigInt(p.max_per_user)) fail('subscriptionAboveMax', { max: coinText(BigInt(p.max_per_user)), held: coinText(held), symbol: p.symbol });
    // Exact: the lot's cost is whole USDT minor units (checked when the project was created).
    const cost = costOf(BigInt(p.issue_price), quantity)!;
    const row: SubscriptionRow = {
      id: deps.ids.next('ns'), project_id: p.id, user_id: userId, state: subscriptionLifecycle.config.initial as string,
      quantity, frozen: cost, pass_quantity: null, paid: null, refunded: null, created_at: BigInt(now), allocated_at: null, released_at: null,
    };
    await insertSubscription(trx, row);
    try {
      await deps.ledger.post(trx, {
        reason: 'launchpad.subscribe', refType: 'newcoin_subscription', refId: row.id, idempotencyKey: `launchpad:subscribe:${row.id}`,
        postings: [{ account: spotUsdt(userId), amount: -cost }, { account: frozenUsdt(userId), amount: cost }],
      });
    } catch (err) {
      if (err instanceof BusinessFailure && err.reason === 'insufficientBalance') fail('subscriptionInsufficientUsdt', { need: usdtText(cost) });
      throw err;
    }
    await insertSubscriptionEvents(trx, deps.dialect, [{ id: deps.ids.next('le'), subscriptionId: row.id, from: null, to: row.state, event: 'SUBSCRIBED', actor: `user:${userId}`, now }]);
    return { row, project: p };
  });
  return subscriptionView(s.row, s.project);
}

export async function mySubscriptions(deps: Pick<Deps, 'db'>, userId: string, q: { limit: number; before?: string }) {
  const rows = await subscriptionsOfUser(deps.db, userId, q);
  const projects = new Map((await projectsByIds(deps.db, rows.map((s) => s.project_id))).map((p) => [p.id, p]));
  return rows.map((s) => subscriptionView(s, projects.get(s.project_id)!));
}

