import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { WithdrawAddress } from '../../../src/machines/withdrawal.flow';
import { withdrawAddressFlow, type AddressBook, type NewAddress } from '../../../src/machines/withdraw-address.flow';
import { savedAddress } from './withdraw-fixtures';
import { heldService, offline, serverSays } from './support';

async function startBook() {
  const loadAddressBook = heldService<AddressBook, void>();
  const addAddress = heldService<WithdrawAddress, { address: NewAddress; rtoken: string }>();
  const deleteAddress = heldService<null, { id: string }>();
  const actor = createActor(withdrawAddressFlow.provide({
    actors: { loadAddressBook: loadAddressBook.logic, addAddress: addAddress.logic, deleteAddress: deleteAddress.logic },
  })).start();
  loadAddressBook.last().resolve({ addresses: [savedAddress], chains: ['ERC20', 'LOCAL'] });
  await waitFor(actor, (s) => s.matches('ready'));
  return { actor, addAddress, deleteAddress };
}

describe('withdrawal address book flow', () => {
  it('asks for the address before saving', async () => {
    const { actor, addAddress } = await startBook();
    actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().context.errors).toEqual({ address: 'error.addressRequired' });
    expect(addAddress.calls).toHaveLength(0);
  });

  it("shows the server's format refusal at the address field, and keeps the rtoken for a retry", async () => {
    const { actor, addAddress } = await startBook();
    actor.send({ type: 'FIELD_CHANGED', field: 'address', value: 'not-an-address' });
    actor.send({ type: 'ADD' });
    expect(addAddress.last().input.address).toEqual({ currency: 'USDT', chain: 'ERC20', address: 'not-an-address', remarks: undefined, memo: undefined });
    addAddress.last().reject(serverSays(4204, 'The withdrawal address is not valid for this chain'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.errors).toEqual({ address: 'error.addressInvalid' });
    expect(actor.getSnapshot().context.refusal).toBeNull();

    actor.send({ type: 'FIELD_CHANGED', field: 'address', value: savedAddress.address });
    actor.send({ type: 'ADD' });
    const first = addAddress.last().input.rtoken;
    addAddress.last().reject(offline());
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'unreachable' });
    actor.send({ type: 'ADD' });
    expect(addAddress.last().input.rtoken).toBe(first);
    addAddress.last().resolve({ ...savedAddress, id: 'a2' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.addresses.map((a) => a.id)).toEqual(['a2', 'a1']);
    expect(actor.getSnapshot().context.values.address).toBe('');
  });

  it('deletes after the user confirms', async () => {
    const { actor, deleteAddress } = await startBook();
    actor.send({ type: 'DELETE', id: 'a1' });
    actor.send({ type: 'KEEP' });
    expect(actor.getSnapshot().context.addresses).toHaveLength(1);
    actor.send({ type: 'DELETE', id: 'a1' });
    actor.send({ type: 'CONFIRM_DELETE' });
    expect(deleteAddress.last().input).toEqual({ id: 'a1' });
    deleteAddress.last().resolve(null);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.addresses).toHaveLength(0);
  });
});
