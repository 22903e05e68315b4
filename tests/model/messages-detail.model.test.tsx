// Model-based test of /newsDetail on the real screen: opening a message marks it read
// (web/readNews) and shows it in the user's language with an operator's reason as typed; a failed
// open and its retry. Beyond the chart, a notice not written in the user's language shows in English.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newsDetailFlow } from '../../src/machines/news-detail.flow';
import { NewsDetailScreen } from '../../src/screens/messages/NewsDetailScreen';
import { press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;
const open = () => renderScreen(<NewsDetailScreen />, { url: '/newsDetail?id=ms_1', route: '/newsDetail', member: testUser });
const rejected = {
  id: 'ms_1', kind: 'withdrawalRejected', state: 'read', notice: null, created_at: Date.UTC(2027, 2, 1, 9, 0),
  params: { id: 'wd_1', amount: '150', asset: 'USDT', reason: 'Address on a sanctions list' },
};

const paths = modelPaths({
  machine: newsDetailFlow,
  states: {
    opening: () => expect(wire.pending('readNews').params).toEqual({ id: 'ms_1' }),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    shown: () => {
      expect(screen.getByRole('heading', { name: 'Withdrawal rejected' })).toBeTruthy();
      expect(screen.getByTestId('news-detail').textContent).toContain('Your withdrawal of 150 USDT was rejected. The amount is back in your spot account.');
      expect(screen.getByTestId('news-reason').textContent).toBe('Reason: Address on a sanctions list');
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await open()); },
    'openNews.done': () => wire.answer('readNews', { message: rejected, unread: 0 }),
    'openNews.failed': () => wire.refuse('readNews', 4300, 'Not found'),
    RETRY: () => press(/try again/i),
  },
});

describe('one message (model paths)', () => {
  afterEach(cleanup);
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(2));
  for (const path of paths) it(path.description, path.run);
});

describe('one message, beyond the chart', () => {
  afterEach(cleanup);
  it('shows a notice in English, marked so, when the admin did not write it in the user\'s language', async () => {
    ({ wire } = await open());
    await wire.answer('readNews', { message: { ...rejected, kind: 'notice', params: {}, notice: [{ lang: 'en', title: 'Maintenance', body: 'Tonight' }] }, unread: 0 });
    expect(screen.getByRole('heading', { name: 'Maintenance' })).toBeTruthy();
    // English readers are not told it is in English.
    expect(screen.queryByTestId('news-english')).toBeNull();
    expect(screen.getByTestId('news-detail').textContent).toContain('Tonight');
  });
});
