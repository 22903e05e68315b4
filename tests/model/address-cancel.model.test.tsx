// /addressCancel on the real screen: every state of the cancel-link flow is looked at. Opening the
// link alone changes nothing; one button cancels the pending address and says which; a used or
// expired link, or one without its token, says so.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressCancelFlow } from '../../src/machines/address-cancel.flow';
import AddressCancelScreen from '../../src/screens/withdrawals/AddressCancelScreen';
import { alertText, press } from './dom';
import { renderScreen, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
const token = 'WrOJXdk_YHlbDCg1FR5fEUPzVSAgxwIPkzsni-Mr1rs';
const open = (query = `?token=${token}`) => renderScreen(<AddressCancelScreen />, { url: `/addressCancel${query}`, route: '/addressCancel' });

const paths = modelPaths({
  machine: addressCancelFlow,
  states: {
    confirming: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Cancel a new withdrawal address' })).toBeTruthy();
      expect(wire.callsOf('cancelWithdrawAddress')).toHaveLength(0);
    },
    cancelling: () => expect(wire.pending('cancelWithdrawAddress').params).toEqual({ cancel_token: token }),
    cancelled: () => expect(screen.getByRole('status').textContent).toContain('The address is cancelled.lc1ab (LOCAL)'),
    refused: () => {
      expect(alertText()).toMatch(/This cancel link is invalid, already used or expired\.|This link is incomplete/);
      expect(screen.queryByRole('button', { name: 'Cancel this address' })).toBeNull();
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await open()); },
    'CONFIRM [hasToken]': () => press('Cancel this address'),
    // A link without its token: the page is opened again without it, and says so without calling.
    'CONFIRM [otherwise]': async () => {
      cleanup();
      ({ wire } = await open(''));
      await press('Cancel this address');
      expect(alertText()).toContain('This link is incomplete');
      expect(wire.callsOf('cancelWithdrawAddress')).toHaveLength(0);
    },
    'cancelAddress.done': () => wire.answer('cancelWithdrawAddress', { currency: 'USDT', chain: 'LOCAL', address: 'lc1ab', state: 'cancelled' }),
    'cancelAddress.failed': () => wire.refuse('cancelWithdrawAddress', 4152, 'This cancel link is invalid, already used or expired.'),
  },
});

describe('cancel link page (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  for (const path of paths) it(path.description, path.run);
});
