// Model-based test of the unread count in the navigation (NewsLink) on the real component: read
// once, a failed read tried again after a while (never at once), and kept live by the private
// `messages` channel, which is listened to from the start so nothing sent meanwhile is lost.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketStream } from '../../src/services/market-stream';
import { newsUnreadFlow, UNREAD_RETRY_MS } from '../../src/machines/news-unread.flow';
import NewsLink from '../../src/components/layout/NewsLink';
import { renderScreen, settle, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';
import { testStream } from './stream-fixture';

const page = vi.hoisted(() => ({ stream: null as unknown as Pick<MarketStream, 'subscribe'> }));
vi.mock('../../src/app/use-page-stream', () => ({ usePageStream: () => page.stream }));

let wire: FakeWire;
let stream: ReturnType<typeof testStream>;

async function open() {
  stream = testStream();
  page.stream = stream;
  ({ wire } = await renderScreen(<NewsLink />, { url: '/', route: '/', member: testUser }));
}
// The link's name is its visible text (the word, the count) and then "unread".
const link = () => screen.getByRole('link', { name: /^Messages\s*\d+\s*unread$/ });
const shown = () => ({ label: link().textContent, badge: screen.getByTestId('news-unread').textContent });
const pendingReads = () => wire.callsOf('getUnreadNews').filter((c) => !c.settled);

const paths = modelPaths({
  machine: newsUnreadFlow,
  states: {
    loading: () => {
      expect(stream.channels()).toEqual(['messages']);
      expect(pendingReads()).toHaveLength(1);
      expect(link().getAttribute('href')).toBe('/news');
    },
    waiting: () => {
      expect(pendingReads()).toHaveLength(0);
      expect(shown()).toEqual({ label: 'Messages0unread', badge: '0' });
    },
    counting: () => {
      expect(pendingReads()).toHaveLength(0);
      expect(shown()).toEqual({ label: 'Messages3unread', badge: '3' });
    },
  },
  events: {
    RENDER: open,
    'loadUnread.done': () => wire.answer('getUnreadNews', { unread: 3 }),
    'loadUnread.failed': () => wire.cutOff('getUnreadNews'),
    'after retry': async () => {
      await act(async () => { vi.advanceTimersByTime(UNREAD_RETRY_MS - 1); });
      expect(pendingReads()).toHaveLength(0);
      await act(async () => { vi.advanceTimersByTime(1); });
      await settle();
    },
  },
});

describe('unread count (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(3));
  for (const path of paths) it(path.description, path.run);
});

describe('unread count, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('follows the stream, also while the first read is under way', async () => {
    await open();
    await stream.push({ channel: 'messages', data: { message: null, unread: 5 } });
    expect(shown().badge).toBe('5');
    await wire.answer('getUnreadNews', { unread: 5 });
    await stream.push({ channel: 'messages', data: { message: { id: 'ms_9', kind: 'notice', state: 'unread', params: {}, notice: null, created_at: 1 }, unread: 6 } });
    expect(shown()).toEqual({ label: 'Messages6unread', badge: '6' });
    // A frame without a count (a malformed one) keeps the last count.
    await stream.push({ channel: 'messages', data: { message: null } });
    expect(shown().badge).toBe('6');
  });
});
