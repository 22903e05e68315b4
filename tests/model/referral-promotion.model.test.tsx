// /mypromotion on the real screen: every state of the promotion flow is looked at. The page shows
// the invitation code, its link (the register page with the code filled in) and QR code, each
// level's rate, invitees and earnings, the profit list with its remark, and the invitees of the
// chosen level with their masked name and phone; it says commission is never paid for signing up.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promotionFlow, type PromotionSummary, type ReferralInvitee, type ReferralProfit } from '../../src/machines/referral-promotion.flow';
import { PromotionScreen, invitationLink } from '../../src/screens/referral/PromotionScreen';
import { press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

const summary: PromotionSummary = {
  invitation_code: 'K7QX2MPA',
  levels: [
    { level: 1, rate: '0.2', invitees: 2, earnings: [{ asset: 'USDT', amount: '0.48' }] },
    { level: 2, rate: '0.1', invitees: 1, earnings: [{ asset: 'USDT', amount: '0.24' }] },
    { level: 3, rate: '0.05', invitees: 0, earnings: [] },
    { level: 4, rate: '0.05', invitees: 0, earnings: [] },
  ],
  totals: [{ asset: 'USDT', amount: '0.72' }],
};
const profits: ReferralProfit[] = [
  { id: 'rc_2', profit: '0.24', asset: 'USDT', level: 2, source: 'spot', fee: '2.4', rate: '0.1', invitee: '+86****21', add_time: Date.UTC(2027, 0, 2) },
  { id: 'rc_1', profit: '0.48', asset: 'USDT', level: 1, source: 'spot', fee: '2.4', rate: '0.2', invitee: 'A***e', add_time: Date.UTC(2027, 0, 1) },
  { id: 'rc_0', profit: '0.065', asset: 'USDT', level: 1, source: 'contract', fee: '0.325', rate: '0.2', invitee: 'A***e', add_time: Date.UTC(2026, 11, 31) },
];
const level1: ReferralInvitee[] = [
  { id: 'us_b', name: 'A***e', phone: 'a***@example.com', level: 1, add_time: Date.UTC(2026, 11, 2) },
  { id: 'us_a', name: '', phone: '+86****21', level: 1, add_time: Date.UTC(2026, 11, 1) },
];
const level2: ReferralInvitee[] = [{ id: 'us_c', name: '', phone: '+44****09', level: 2, add_time: Date.UTC(2026, 11, 3) }];

const open = () => renderScreen(<PromotionScreen />, { url: '/mypromotion', route: '/mypromotion', member: testUser });
async function loadPage() {
  await wire.answer('getMyEarningsAndPromotion', summary);
  await wire.answer('getMyEarningsDetail', profits);
  await wire.answer('getMyPromotion', level1);
}
const inviteeIds = () => screen.queryAllByTestId('promotion-invitee').map((row) => row.textContent?.slice(0, 4));

const paths = modelPaths({
  machine: promotionFlow,
  states: {
    loading: () => expect(wire.pending('getMyEarningsAndPromotion')).toBeTruthy(),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    ready: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'My promotion' })).toBeTruthy();
      expect(screen.getByTestId('promotion-code').textContent).toBe('K7QX2MPA');
      expect(screen.getAllByTestId('promotion-level')).toHaveLength(4);
    },
    'ready.shown': () => expect(screen.getByRole('region', { name: 'People you invited' }).getAttribute('aria-busy')).toBe('false'),
    'ready.switching': () => expect(wire.pending('getMyPromotion')).toBeTruthy(),
  },
  events: {
    RENDER: async () => { ({ wire } = await open()); },
    'loadPromotion.done': loadPage,
    'loadPromotion.failed': async () => {
      await wire.refuse('getMyEarningsAndPromotion', 1000, 'Please log in again');
    },
    RETRY: () => press(/try again/i),
    'SHOW_LEVEL [anotherLevel]': () => press('Level 2'),
    'loadInvitees.done': () => wire.answer('getMyPromotion', level2),
    'loadInvitees.failed': () => wire.refuse('getMyPromotion', 4000, 'Invalid input'),
  },
});

describe('promotion page (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThan(3));
  for (const path of paths) it(path.description, path.run);
});

describe('promotion page, what it states', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('shows the code, the link that fills it in on the register page, and the rule', async () => {
    ({ wire } = await open());
    await loadPage();
    const link = screen.getByTestId('promotion-link') as HTMLInputElement;
    expect(link.value).toBe(invitationLink(window.location.origin, 'K7QX2MPA'));
    expect(link.value).toMatch(/\/register\?invite=K7QX2MPA$/);
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeTruthy();
    expect(screen.getByTestId('promotion-rule').textContent).toContain('Nothing is paid for signing up');
  });

  it("shows each level's rate, invitees and earnings, the total, and the profit list with its remarks", async () => {
    ({ wire } = await open());
    await loadPage();
    const rows = screen.getAllByTestId('promotion-level');
    expect(rows[0]!.textContent).toBe('Level 120%20.48 USDT');
    expect(rows[1]!.textContent).toBe('Level 210%10.24 USDT');
    expect(rows[2]!.textContent).toBe('Level 35%00 USDT');
    expect(screen.getByTestId('promotion-total').textContent).toBe('Total earned: 0.72 USDT');
    const table = screen.getByRole('table', { name: 'Commission received' });
    const profitRows = within(table).getAllByRole('row').slice(1);
    expect(profitRows[0]!.textContent).toContain('rc_20.24 USDTLevel 2: 10% of a 2.4 USDT spot trading fee paid by +86****21');
    expect(profitRows[1]!.textContent).toContain('Level 1: 20% of a 2.4 USDT spot trading fee paid by A***e');
    expect(profitRows[2]!.textContent).toContain('Level 1: 20% of a 0.325 USDT contract trading fee paid by A***e');
  });

  it('lists the invitees of the chosen level, masked, loading each level when chosen', async () => {
    ({ wire } = await open());
    await loadPage();
    expect(inviteeIds()).toEqual(['us_b', 'us_a']);
    expect(screen.getAllByTestId('promotion-invitee')[0]!.textContent).toContain('A***ea***@example.com');
    await press('Level 2');
    expect(wire.pending('getMyPromotion').params).toMatchObject({ level: 2 });
    await wire.answer('getMyPromotion', level2);
    expect(inviteeIds()).toEqual(['us_c']);
    await press('Level 3');
    await wire.answer('getMyPromotion', []);
    expect(screen.getByText('Nobody at this level yet.')).toBeTruthy();
  });
});
