// Model-based test of the collection settings on the real /receive screen.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CollectionScreen from '../../src/screens/withdrawals/CollectionScreen';
import { collectionFlow } from '../../src/machines/collection.flow';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
const stored = { name: 'Ada', bank_name: 'Bank of Somewhere', bank_number: '', alipay_account: '', weixin_nickname: '', weixin_account: '' };

const paths = modelPaths({
  machine: collectionFlow,
  states: {
    loading: () => expect(screen.getByLabelText('Loading…')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    editing: () => {
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
      for (const label of ['Bank name', 'Account number', 'Alipay account', 'WeChat nickname', 'WeChat account']) expect(screen.getByLabelText(label)).toBeTruthy();
      expectReady('Save settings');
    },
    validating: () => {
      throw new Error('validating decides at once and is never shown');
    },
    saving: () => {
      expectBusy('Save settings');
      expect(wire.pending('saveCollection').params).toEqual({ ...stored, weixin_account: 'ada_w' });
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<CollectionScreen />, { url: '/receive', route: '/receive', member: testUser }));
    },
    'loadCollection.done': () => wire.answer('getCollection', stored),
    'loadCollection.failed': () => wire.cutOff('getCollection'),
    RETRY: () => press('Try again'),
    'SAVE [formIsValid]': async () => {
      await typeInto('WeChat account', 'ada_w');
      await press('Save settings');
    },
    'SAVE [otherwise]': async () => {
      await typeInto('WeChat account', 'w'.repeat(129));
      await press('Save settings');
      expect(screen.getByText('Please check the form: WeChat account is not valid.')).toBeTruthy();
    },
    'saveCollection.done': async () => {
      await wire.answer('saveCollection', { ...stored, weixin_account: 'ada_w' }, 'Saved');
      expect(screen.getByText('Collection settings saved.')).toBeTruthy();
    },
    'saveCollection.failed': async () => {
      await wire.cutOff('saveCollection');
      expect(alertText()).toContain('could not be reached');
    },
  },
});

describe('collection settings on /receive (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    console.info(`collection model: ${paths.length} paths`);
    expect(paths.length).toBe(8);
  });

  for (const path of paths) it(path.description, path.run);
});
