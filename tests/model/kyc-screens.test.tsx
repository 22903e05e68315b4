// The verification overview (/sfyz) and the junior form (/smauth) on the real screens: each level's
// state, reason, timeline and what it unlocks; the fixed nationality; the spec's messages.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import KycOverviewScreen from '../../src/screens/kyc/KycOverviewScreen';
import KycLevelScreen from '../../src/screens/kyc/KycLevelScreen';
import { expectBusy, press, typeInto } from './dom';
import { renderScreen, testUser } from './harness';
import { levelView, overviewOf } from './kyc-fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('/sfyz, the three levels at a glance', () => {
  it('shows each level with its state, reason, timeline and what it unlocks, and the way to verify or re-verify', async () => {
    const { wire } = await renderScreen(<KycOverviewScreen />, { url: '/sfyz', route: '/sfyz', member: testUser });
    await wire.answer('hasRenzheng', overviewOf([
      levelView('junior', 'approved', { can_submit: false }),
      levelView('senior', 'failed'),
      levelView('address', 'notSubmitted'),
    ], 'DE'));
    expect(screen.getByRole('heading', { name: 'Identity verification' })).toBeTruthy();
    expect(screen.getByText('Nationality: Germany')).toBeTruthy();
    const junior = screen.getByTestId('kyc-status-junior');
    expect(within(junior).getByTestId('kyc-state').textContent).toBe('Approved');
    expect(within(junior).getByTestId('kyc-unlocks').textContent).toBe('Needed for: Withdrawals');
    expect(within(junior).getAllByRole('listitem')).toHaveLength(2);
    const senior = screen.getByTestId('kyc-status-senior');
    expect(within(senior).getByText('Authentication failed, please re-authenticate. Reason: The photo is blurred')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Re-verify' }).getAttribute('href')).toBe('/seniorauth');
    expect(screen.getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe('/dzrz');
    expect(within(screen.getByTestId('kyc-status-address')).getByTestId('kyc-unlocks').textContent).toBe('Unlocks nothing further under the current rules');
  });
});

describe('/smauth, the junior form', () => {
  it('asks for every field with the spec message and sends the form; a fixed nationality cannot change', async () => {
    const { wire } = await renderScreen(<KycLevelScreen level="junior" />, { url: '/smauth', route: '/smauth', member: testUser });
    await wire.answer('hasRenzheng', overviewOf([levelView('junior', 'failed'), levelView('senior', 'notSubmitted', { needs: 'junior', can_submit: false }), levelView('address', 'notSubmitted', { needs: 'junior', can_submit: false })], 'FR'));
    await press('Re-verify');
    const nationality = screen.getByLabelText('Nationality') as HTMLSelectElement;
    expect(nationality.disabled).toBe(true);
    expect(nationality.value).toBe('FR');
    expect(nationality.selectedOptions[0].text).toBe('France');
    await press('Submit for review');
    expect(screen.getByText('Credential type cannot be empty')).toBeTruthy();
    expect(screen.getByText('Name cannot be empty')).toBeTruthy();
    expect(screen.getByText('ID number cannot be empty')).toBeTruthy();
    await typeInto('ID type', '2');
    await typeInto('Real name', 'Marie Curie');
    await typeInto('ID number', '12AB34567');
    await press('Submit for review');
    expectBusy('Submit for review');
    expect(wire.pending('setNameAuth').params).toEqual({ nationality: 'FR', id_type: 2, real_name: 'Marie Curie', id_number: '12AB34567' });
    await wire.answer('setNameAuth', levelView('junior', 'underReview'), 'Submitted for review');
    expect(screen.getByTestId('kyc-state').textContent).toBe('Under review');
  });

  it('names every country in the user\'s language and asks for one when none is fixed', async () => {
    const { wire } = await renderScreen(<KycLevelScreen level="junior" />, { url: '/smauth', route: '/smauth', member: testUser });
    await wire.answer('hasRenzheng', overviewOf([levelView('junior', 'notSubmitted'), levelView('senior', 'notSubmitted'), levelView('address', 'notSubmitted')]));
    const nationality = screen.getByLabelText('Nationality') as HTMLSelectElement;
    expect(nationality.disabled).toBe(false);
    expect(nationality.options.length).toBeGreaterThan(240);
    await press('Submit for review');
    expect(screen.getByText('Nationality cannot be empty')).toBeTruthy();
  });
});
