import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { collectionFlow, type CollectionValues } from '../../../src/machines/collection.flow';
import { heldService, serverSays } from './support';

const stored: CollectionValues = { name: 'Ada', bank_name: '', bank_number: '', alipay_account: '', weixin_nickname: '', weixin_account: '' };

describe('collection settings flow', () => {
  it('loads, saves and says it saved', async () => {
    const loadCollection = heldService<CollectionValues, void>();
    const saveCollection = heldService<CollectionValues, { values: CollectionValues; rtoken: string }>();
    const actor = createActor(collectionFlow.provide({ actors: { loadCollection: loadCollection.logic, saveCollection: saveCollection.logic } })).start();
    loadCollection.last().resolve(stored);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values.name).toBe('Ada');
    actor.send({ type: 'FIELD_CHANGED', field: 'bank_name', value: '  Bank of Somewhere ' });
    actor.send({ type: 'SAVE' });
    expect(saveCollection.last().input.values).toEqual({ ...stored, bank_name: 'Bank of Somewhere' });
    saveCollection.last().reject(serverSays(4000, 'Invalid input'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toMatchObject({ message: 'Invalid input' });
    actor.send({ type: 'SAVE' });
    saveCollection.last().resolve({ ...stored, bank_name: 'Bank of Somewhere' });
    await waitFor(actor, (s) => s.context.saved);
  });

  it('refuses a field longer than the contract allows', async () => {
    const loadCollection = heldService<CollectionValues, void>();
    const saveCollection = heldService<CollectionValues, { values: CollectionValues; rtoken: string }>();
    const actor = createActor(collectionFlow.provide({ actors: { loadCollection: loadCollection.logic, saveCollection: saveCollection.logic } })).start();
    loadCollection.last().resolve(stored);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'FIELD_CHANGED', field: 'name', value: 'x'.repeat(129) });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'error.invalidInput' });
    expect(saveCollection.calls).toHaveLength(0);
  });
});
