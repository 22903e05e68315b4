// Model-based test of the manual deposit claim on its real card of /recharge: amount, transaction
// hash, a credential image uploaded first, optional description and chain; sent once per rtoken,
// refused with the server's words, and shown as submitted for review.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ManualDepositCard } from '../../src/screens/funds/ManualDepositCard';
import { manualDepositFlow } from '../../src/machines/manual-deposit.flow';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { chooseFile, imageFile, stubObjectUrls } from './kyc-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
const refresh = vi.fn();
const hash = 'a'.repeat(64);
const receipt = {
  id: 'md1', kind: 'manual', currency: 'USDT', chain: 'LOCAL', amount: '250', tx_hash: hash, state: 'underReview', status: 1,
  confirmations: 0, confirmations_required: 0, created_at: 1_700_000_000_000, timeline: [{ state: 'underReview', at: 1_700_000_000_000, reason: null }],
};
const formName = 'Deposit not credited? Claim it for review';

async function fillValidClaim() {
  await typeInto('Amount (USDT)', '250');
  await typeInto('Transaction hash', hash);
  await chooseFile('Credential image (JPG, JPEG or PNG, under 8MB)', imageFile('receipt.png'));
  expect(wire.pending('uploadImage').params).toMatchObject({ purpose: 'depositCredential' });
  await wire.answer('uploadImage', { id: 'up_1', purpose: 'depositCredential', content_type: 'image/png', size: 100, width: 10, height: 10, created_at: 1 });
  expect(screen.getByText('Uploaded: receipt.png')).toBeTruthy();
}

const paths = modelPaths({
  machine: manualDepositFlow,
  states: {
    editing: () => {
      expect(screen.getByRole('form', { name: formName })).toBeTruthy();
      expectReady('Submit for review');
    },
    validating: () => { throw new Error('validating decides at once and is never shown'); },
    submitting: () => {
      expectBusy('Submit for review');
      const call = wire.pending('manualDeposit');
      expect(call.params).toEqual({ currency: 'USDT', chain: 'LOCAL', amount: '250', tx_hash: hash, credential: 'up_1', description: '' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{6,16}$/);
    },
    submitted: () => {
      expect(screen.getByRole('status').textContent).toContain('250 USDT submitted for review');
      expect(refresh).toHaveBeenCalled();
    },
  },
  events: {
    RENDER: async () => {
      refresh.mockClear();
      ({ wire } = await renderScreen(
        <ManualDepositCard currency="USDT" chain="LOCAL" chains={['LOCAL', 'ERC20']} records={{ send: refresh }} />,
        { url: '/recharge', route: '/recharge', member: testUser },
      ));
    },
    'SUBMIT [formIsValid]': async () => {
      await fillValidClaim();
      await press('Submit for review');
    },
    'SUBMIT [otherwise]': async () => {
      await typeInto('Amount (USDT)', '250');
      await press('Submit for review');
      expect(wire.callsOf('manualDeposit')).toHaveLength(0);
      expect(screen.getByText('Please choose an image to upload')).toBeTruthy();
    },
    'submitClaim.done': () => wire.answer('manualDeposit', receipt),
    'submitClaim.failed': async () => {
      await wire.refuse('manualDeposit', 4217, 'This transaction has already been claimed or credited');
      expect(alertText()).toContain('already been claimed');
    },
    NEW_CLAIM: async () => {
      await press('Claim another');
      expect((screen.getByLabelText('Transaction hash') as HTMLInputElement).value).toBe('');
    },
  },
});

describe('manual deposit claim (model paths)', () => {
  beforeEach(() => { vi.useFakeTimers(); stubObjectUrls(); });
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`manual deposit model: ${paths.length} paths`);
    expect(paths.length).toBe(6);
  });
  for (const path of paths) it(path.description, path.run);
});

describe('the claim, beyond the chart', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(cleanup);

  it('sends the chosen chain and the description, and keeps the rtoken when the same claim is sent again', async () => {
    ({ wire } = await renderScreen(
      <ManualDepositCard currency="USDT" chain="LOCAL" chains={['LOCAL', 'ERC20']} records={{ send: refresh }} />,
      { url: '/recharge', route: '/recharge', member: testUser },
    ));
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(screen.getByLabelText('Chain of the send'), { target: { value: 'ERC20' } });
    await fillValidClaim();
    await typeInto('Description (optional)', 'From my wallet contract');
    await press('Submit for review');
    const first = wire.pending('manualDeposit');
    expect(first.params).toMatchObject({ chain: 'ERC20', description: 'From my wallet contract' });
    await wire.cutOff('manualDeposit');
    await press('Submit for review');
    expect(wire.pending('manualDeposit').rtoken).toBe(first.rtoken);
  });
});
