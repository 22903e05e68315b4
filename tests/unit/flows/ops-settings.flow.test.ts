import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { connectSettings, opsSettingsFlow, type OpsSetting } from '../../../src/machines/ops-settings.flow';
import { heldService, serverSays } from './support';

const row = (key: string, value: string): OpsSetting => ({ key, kind: 'number', value, default: value, updated_at: null, updated_by: null });

async function startSettings() {
  const loadSettings = heldService<OpsSetting[], void>();
  const saveSetting = heldService<OpsSetting, { key: string; value: string; rtoken: string }>();
  const actor = createActor(opsSettingsFlow.provide({ actors: { loadSettings: loadSettings.logic, saveSetting: saveSetting.logic } })).start();
  loadSettings.last().resolve([row('withdraw.perDay', '2'), row('withdraw.reviewHours', '24')]);
  await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
  return { actor, saveSetting, view: () => connectSettings(actor.getSnapshot()) };
}

describe('opsSettingsFlow', () => {
  it('edits one setting, keeps the draft and its rtoken through a refusal, and shows the saved value', async () => {
    const { actor, saveSetting, view } = await startSettings();
    actor.send({ type: 'EDIT', key: 'withdraw.perDay' });
    expect(view()).toMatchObject({ editing: 'withdraw.perDay', draft: '2' });
    actor.send({ type: 'DRAFT_CHANGED', value: 'two' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    // Another row cannot be opened while one is saving.
    actor.send({ type: 'EDIT', key: 'withdraw.reviewHours' });
    expect(view().editing).toBe('withdraw.perDay');
    const first = saveSetting.last();
    expect(first.input).toMatchObject({ key: 'withdraw.perDay', value: 'two' });
    first.reject(serverSays(4306, 'This value does not fit the setting withdraw.perDay'));
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    expect(view()).toMatchObject({ draft: 'two', refusal: { kind: 'server', code: 4306 } });

    actor.send({ type: 'DRAFT_CHANGED', value: '5' });
    expect(view().refusal).toBeNull();
    actor.send({ type: 'SAVE' });
    const second = saveSetting.last();
    expect(second.input.rtoken).not.toBe(first.input.rtoken);
    second.resolve({ ...row('withdraw.perDay', '5'), default: '2', updated_at: 1, updated_by: 'op_1' });
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    expect(view()).toMatchObject({ editing: null, saved: 'withdraw.perDay' });
    expect(view().settings[0]).toMatchObject({ key: 'withdraw.perDay', value: '5', updated_by: 'op_1' });
  });

  it('ignores an unknown key and drops the draft on cancel', async () => {
    const { actor, view } = await startSettings();
    actor.send({ type: 'EDIT', key: 'nope' });
    expect(actor.getSnapshot().matches({ ready: 'viewing' })).toBe(true);
    actor.send({ type: 'EDIT', key: 'withdraw.reviewHours' });
    actor.send({ type: 'DRAFT_CHANGED', value: '12' });
    actor.send({ type: 'CANCEL' });
    expect(view()).toMatchObject({ editing: null, draft: '' });
    expect(view().settings[1].value).toBe('24');
  });
});
