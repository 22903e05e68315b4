// The loan routes in the real app: /currency, /currencyRecord, /repayment and /repayment2 open their
// screens (lazily) inside the user centre instead of the "not open yet" page, and the user-centre
// menu leads to the application and to the user's loans.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRoutes } from '../../src/app/pending-routes';
import { member, ok, renderApp, siteSettings } from '../unit/app/render-app';
import { catalogue, credit, info, kyc, owed } from './loan-fixtures';

vi.setConfig({ testTimeout: 15_000 });
afterEach(cleanup);

const slow = { timeout: 5000 };
const server = {
  getSetting: ok(siteSettings({ demo: true })),
  getInfo: ok(member()),
  lendList: ok(catalogue()),
  getCredit: ok(credit),
  has_renzheng: ok(kyc(false)),
  lendMy: ok([owed]),
  lendInfo: ok(info(owed)),
  lend_img: ok([]),
};
const loggedIn = { stored: { token: 'tok-1' }, server };

describe('loan routes', () => {
  it('are no longer pending', () => {
    const open = ['/currency', '/currencyRecord', '/repayment', '/repayment2'];
    expect(pendingRoutes.filter((r) => open.includes(r.path))).toEqual([]);
  });

  it.each([
    ['/currency', () => screen.findByText('A loan needs senior verification first.', {}, slow)],
    ['/currencyRecord', () => screen.findByRole('heading', { name: `Order ${owed.id}` }, slow)],
    [`/repayment?id=${owed.id}`, () => screen.findByRole('button', { name: 'Repay now from my spot USDT' }, slow)],
    [`/repayment2?id=${owed.id}`, () => screen.findByRole('button', { name: 'Send the voucher' }, slow)],
  ])('%s opens its screen in the user centre', async (path, find) => {
    await renderApp(path, loggedIn);
    expect(await find()).toBeTruthy();
    expect(screen.queryByTestId('not-open-yet')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'User centre menu' });
    expect(['Loan application', 'My loans'].map((name) => within(menu).getByRole('link', { name }).getAttribute('href')))
      .toEqual(['/currency', '/currencyRecord']);
  });
});
