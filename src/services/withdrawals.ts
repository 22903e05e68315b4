// The wire behind the withdrawals area (api/endpoints/withdrawals.ts): the withdrawal form, the
// address book, the records and the collection settings. Refusals are shown in the forms, so the
// calls are quiet (no toast on top of the form's own message).
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import { checkTpwdWith } from './funds';
import type { CollectionValues } from '../machines/collection.flow';
import type { AddressBook, NewAddress } from '../machines/withdraw-address.flow';
import type { AllowlistChange, AllowlistMode } from '../machines/allowlist-mode.flow';
import type { CancelledAddress } from '../machines/address-cancel.flow';
import type { WithdrawAddress, WithdrawalRecord, WithdrawSetup, WithdrawSubmission } from '../machines/withdrawal.flow';

export function withdrawalServices(client: ApiClient) {
  return {
    loadSetup: fromPromise<WithdrawSetup, void>(async ({ signal }) => {
      const [policy, addresses] = await Promise.all([
        client.call('getWithdrawPolicy', { currency: 'USDT' }, { signal, quiet: true }),
        client.call('withdrawAddresses', {}, { signal, quiet: true }),
      ]);
      return { policy: policy.data, addresses: addresses.data };
    }),
    checkTpwd: checkTpwdWith(client),
    submitWithdrawal: fromPromise<WithdrawalRecord, { submission: WithdrawSubmission; rtoken: string }>(async ({ input: { submission, rtoken }, signal }) => {
      const options = { rtoken, signal, quiet: true };
      if (submission.call === 'withdraw') return (await client.call('withdraw', submission.params, options)).data;
      return (await client.call('bankWithdraw', submission.params, options)).data;
    }),
  };
}

/** The chains offered in the address book are the policy's. */
export function withdrawAddressServices(client: ApiClient) {
  return {
    loadAddressBook: fromPromise<AddressBook, void>(async ({ signal }) => {
      const [addresses, policy] = await Promise.all([
        client.call('withdrawAddresses', {}, { signal, quiet: true }),
        client.call('getWithdrawPolicy', { currency: 'USDT' }, { signal, quiet: true }),
      ]);
      return { addresses: addresses.data, chains: policy.data.chains };
    }),
    addAddress: fromPromise<WithdrawAddress, { address: NewAddress; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('addWithdrawAddress', input.address, { rtoken: input.rtoken, signal, quiet: true })).data),
    deleteAddress: fromPromise<null, { id: string }>(async ({ input, signal }) => {
      await client.call('deleteWithdrawAddress', { id: input.id }, { signal, quiet: true });
      return null;
    }),
  };
}

export function withdrawRecordsServices(client: ApiClient) {
  return {
    loadRecords: fromPromise<WithdrawalRecord[], void>(async ({ signal }) => (await client.call('withdrawRecords', {}, { signal, quiet: true })).data),
    cancelWithdrawal: fromPromise<WithdrawalRecord, { id: string }>(async ({ input, signal }) =>
      (await client.call('cancelWithdraw', { id: input.id }, { signal, quiet: true })).data),
  };
}

/** `saved` runs once the settings are stored (the session carries the same fields). */
export function collectionServices(client: ApiClient, saved: () => void) {
  return {
    loadCollection: fromPromise<CollectionValues, void>(async ({ signal }) => (await client.call('getCollection', {}, { signal, quiet: true })).data),
    saveCollection: fromPromise<CollectionValues, { values: CollectionValues; rtoken: string }>(async ({ input, signal }) => {
      const values = (await client.call('saveCollection', input.values, { rtoken: input.rtoken, signal, quiet: true })).data;
      saved();
      return values;
    }),
  };
}

/** "Allowlist only" on /address. */
export function allowlistModeServices(client: ApiClient) {
  return {
    loadAllowlistMode: fromPromise<AllowlistMode, void>(async ({ signal }) => (await client.call('getAllowlistMode', {}, { signal, quiet: true })).data),
    setAllowlistMode: fromPromise<AllowlistMode, { change: AllowlistChange; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('setAllowlistMode', input.change, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}

/** The mailed link that cancels a pending address (no session needed). */
export function addressCancelServices(client: ApiClient) {
  return {
    cancelAddress: fromPromise<CancelledAddress, { token: string }>(async ({ input, signal }) =>
      (await client.call('cancelWithdrawAddress', { cancel_token: input.token }, { signal, quiet: true })).data),
  };
}
