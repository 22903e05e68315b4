// Model-based test of the withdrawal address book on the real /address screen: add (with the
// server's format refusal at the field) and delete after a confirmation.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WithdrawAddressScreen from '../../src/screens/withdrawals/WithdrawAddressScreen';
import { withdrawAddressFlow } from '../../src/machines/withdraw-address.flow';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { policy, savedAddress } from './withdraw-fixtures';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
let deleted: boolean;
const newAddress = '0x1111111111111111111111111111111111111111';

const paths = modelPaths({
  machine: withdrawAddressFlow,
  states: {
    loading: () => expect(screen.getByLabelText('Loading…')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      if (deleted) expect(screen.getByText('No saved addresses yet.')).toBeTruthy();
      else expect(within(screen.getByRole('table', { name: 'Withdrawal addresses' })).getByText(savedAddress.address)).toBeTruthy();
      expectReady('Save address');
    },
    validating: () => {
      throw new Error('validating decides at once and is never shown');
    },
    adding: () => {
      expectBusy('Save address');
      expect(wire.pending('addWithdrawAddress').params).toEqual({ currency: 'USDT', chain: 'ERC20', address: newAddress, remarks: 'exchange', memo: undefined });
    },
    confirmingDelete: () => expect(within(screen.getByRole('alertdialog')).getByText('Delete this address from your address book?')).toBeTruthy(),
    deleting: () => {
      expectBusy('Delete address');
      expect(wire.pending('deleteWithdrawAddress').params).toEqual({ id: 'a1' });
    },
  },
  events: {
    RENDER: async () => {
      deleted = false;
      ({ wire } = await renderScreen(<WithdrawAddressScreen />, { url: '/address', route: '/address', member: testUser }));
    },
    'loadAddressBook.done': async () => {
      await wire.answer('withdrawAddresses', [savedAddress]);
      await wire.answer('getWithdrawPolicy', policy());
    },
    'loadAddressBook.failed': () => wire.cutOff('withdrawAddresses'),
    RETRY: () => press('Try again'),
    'ADD [formIsValid]': async () => {
      await typeInto('Withdrawal address', newAddress);
      await typeInto('Remarks', 'exchange');
      await press('Save address');
    },
    'ADD [otherwise]': async () => {
      await typeInto('Withdrawal address', '');
      await press('Save address');
      expect(screen.getByText('Please enter the withdrawal address')).toBeTruthy();
    },
    'addAddress.done': async () => {
      await wire.answer('addWithdrawAddress', { ...savedAddress, id: 'a2', address: newAddress, remarks: 'exchange' });
      expect(screen.getByText(newAddress)).toBeTruthy();
    },
    'addAddress.failed': async () => {
      await wire.refuse('addWithdrawAddress', 4204, 'The withdrawal address is not valid for this chain');
      expect(screen.getByText('The withdrawal address is not valid for this chain')).toBeTruthy();
      expect(alertText()).toBe('');
    },
    DELETE: () => press(`Delete ${savedAddress.address}`),
    KEEP: () => press('Keep it'),
    CONFIRM_DELETE: () => press('Delete address'),
    'deleteAddress.done': async () => {
      await wire.answer('deleteWithdrawAddress', null);
      deleted = true;
      expect(screen.queryByText(savedAddress.address)).toBeNull();
    },
    'deleteAddress.failed': async () => {
      await wire.cutOff('deleteWithdrawAddress');
      expect(alertText()).toContain('could not be reached');
    },
  },
});

describe('withdrawal address book on /address (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`withdraw address model: ${paths.length} paths`);
    expect(paths.length).toBe(13);
  });

  for (const path of paths) it(path.description, path.run);
});
