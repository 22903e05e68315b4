// Model-based test of /news on the real screen: my messages newest first with the unread ones
// marked and the unread total, a failed first read and its retry, older pages read on request (a
// failed one keeps the list and says why). Beyond the chart: a message pushed on the private
// `messages` channel goes on top at once with the new count, and an empty list says so.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketStream } from '../../src/services/market-stream';
import { newsListFlow, type NewsMessage } from '../../src/machines/news-list.flow';
import { NewsScreen } from '../../src/screens/messages/NewsScreen';
import { alertText, expectReady, press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';
import { testStream } from './stream-fixture';

const page = vi.hoisted(() => ({ stream: null as unknown as Pick<MarketStream, 'subscribe'> }));
vi.mock('../../src/app/use-page-stream', () => ({ usePageStream: () => page.stream }));

let wire: FakeWire;
let stream: ReturnType<typeof testStream>;
const at = Date.UTC(2027, 2, 1, 9, 0);

const news = (id: string, kind: NewsMessage['kind'], state: NewsMessage['state'], params: Record<string, string> = {}, minutes = 0): NewsMessage => ({
  id, kind, state, params, notice: null, created_at: at - minutes * 60_000,
});
const first = [
  news('ms_3', 'depositCredited', 'unread', { amount: '500', asset: 'USDT' }, 1),
  { ...news('ms_2', 'notice', 'read', {}, 2), notice: [{ lang: 'en' as const, title: 'Maintenance tonight', body: 'From 22:00' }] },
];
const older = [news('ms_1', 'withdrawalApproved', 'read', { amount: '150', asset: 'USDT', id: 'wd_1' }, 60)];

async function open() {
  stream = testStream();
  page.stream = stream;
  ({ wire } = await renderScreen(<NewsScreen />, { url: '/news', route: '/news', member: testUser }));
}
const rows = () => screen.queryAllByTestId('news-row');
const rowIds = () => rows().map((r) => new URLSearchParams(r.getAttribute('href')!.split('?')[1]).get('id'));
const more = 'Show older messages';
/** The older-page button by its text: while busy, its text is hidden behind the spinner. */
const moreButton = () => screen.getByText(more).closest('button')!;

const paths = modelPaths({
  machine: newsListFlow,
  states: {
    loading: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'My messages' })).toBeTruthy();
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('getNewsList').params).toEqual({ page: 1 });
    },
    unavailable: () => {
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(rows()).toHaveLength(0);
      expect(screen.queryByTestId('news-unread-total')).toBeNull();
    },
    live: () => {
      expect(stream.channels()).toEqual(['messages']);
      expect(screen.getByTestId('news-unread-total').textContent).toBe('1 unread message');
      const [unread, notice] = rows();
      expect(unread!.dataset.state).toBe('unread');
      expect(unread!.textContent).toContain('Deposit credited');
      expect(within(unread!).getByText('Unread')).toBeTruthy();
      expect(notice!.textContent).toContain('Maintenance tonight');
      expect(within(notice!).queryByText('Unread')).toBeNull();
      expect(unread!.getAttribute('href')).toBe('/newsDetail?id=ms_3');
    },
    'live.ready': () => {
      if (rowIds().length === 3) expect(screen.queryByRole('button', { name: more })).toBeNull();
      else expectReady(more);
    },
    'live.loadingMore': () => {
      expect(moreButton().hasAttribute('data-loading')).toBe(true);
      expect(moreButton().disabled).toBe(true);
      expect(wire.pending('getNewsList').params).toEqual({ page: 2 });
      expect(rowIds()).toEqual(['ms_3', 'ms_2']);
    },
  },
  events: {
    RENDER: open,
    'loadNews.done': async () => {
      await wire.answer('getNewsList', { list: first, unread: 1, has_more: true });
      expect(rowIds()).toEqual(['ms_3', 'ms_2']);
    },
    'loadNews.failed': () => wire.cutOff('getNewsList'),
    RETRY: () => press('Try again'),
    'MORE [hasMore]': () => press(more),
    'loadMore.done': async () => {
      // The next page may repeat a message that moved down as new ones came: it shows once.
      await wire.answer('getNewsList', { list: [first[1]!, ...older], unread: 1, has_more: false });
      expect(rowIds()).toEqual(['ms_3', 'ms_2', 'ms_1']);
      expect(rows()[2]!.textContent).toContain('Withdrawal approved');
    },
    'loadMore.failed': async () => {
      await wire.refuse('getNewsList', 4000, 'Invalid input');
      expect(alertText()).toContain('Invalid input');
      expect(rowIds()).toEqual(['ms_3', 'ms_2']);
    },
  },
});

describe('my messages (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(5));
  for (const path of paths) it(path.description, path.run);
});

describe('my messages, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('puts a pushed message on top at once with the new count, once', async () => {
    await open();
    await wire.answer('getNewsList', { list: first, unread: 1, has_more: false });
    const rejected = news('ms_4', 'withdrawalRejected', 'unread', { amount: '80', asset: 'USDT', id: 'wd_2', reason: 'Wrong address' });
    await stream.push({ channel: 'messages', data: { message: rejected, unread: 2 } });
    expect(rowIds()).toEqual(['ms_4', 'ms_3', 'ms_2']);
    expect(rows()[0]!.textContent).toContain('Withdrawal rejected');
    expect(screen.getByTestId('news-unread-total').textContent).toBe('2 unread messages');
    await stream.push({ channel: 'messages', data: { message: rejected, unread: 2 } });
    expect(rowIds()).toEqual(['ms_4', 'ms_3', 'ms_2']);
    // Read in another tab: only the count comes.
    await stream.push({ channel: 'messages', data: { message: null, unread: 0 } });
    expect(screen.getByTestId('news-unread-total').textContent).toBe('No unread messages');
  });

  it('names a withdrawal the chain refused and a rejected deposit claim', async () => {
    await open();
    await wire.answer('getNewsList', { list: first, unread: 1, has_more: false });
    await stream.push({ channel: 'messages', data: { message: news('ms_5', 'withdrawalFailed', 'unread', { amount: '120', asset: 'USDT', id: 'wd_3' }), unread: 2 } });
    await stream.push({ channel: 'messages', data: { message: news('ms_6', 'depositRejected', 'unread', { amount: '250', asset: 'USDT', id: 'md_1', reason: 'Not found' }), unread: 3 } });
    expect(rowIds()).toEqual(['ms_6', 'ms_5', 'ms_3', 'ms_2']);
    expect(rows()[0]!.textContent).toContain('Deposit claim rejected');
    expect(rows()[1]!.textContent).toContain('Withdrawal failed');
  });

  it('says when there are no messages, offering no older page', async () => {
    await open();
    await wire.answer('getNewsList', { list: [], unread: 0, has_more: false });
    expect(screen.getByText('No messages yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: more })).toBeNull();
  });
});
