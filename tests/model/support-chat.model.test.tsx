// Model-based test of /service on the real screen: the member's conversation loads (a failed load
// and its retry), a message is checked before it goes (too long stays here with the reason), is
// sent once with its rtoken and joins the thread, and a refusal keeps the draft with the server's
// words. Beyond the chart: an empty message, a message waiting for its image, staff answers
// arriving live on the private `support` channel, and a retried draft keeping its rtoken.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketStream } from '../../src/services/market-stream';
import { supportChatFlow } from '../../src/machines/support-chat.flow';
import type { SupportConversation, SupportMessage } from '../../src/machines/support-thread';
import { ServiceScreen } from '../../src/screens/support/ServiceScreen';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { chooseFile, imageFile, stubObjectUrls } from './kyc-fixtures';
import { modelPaths } from './run-model';
import { testStream } from './stream-fixture';

const page = vi.hoisted(() => ({ stream: null as unknown as Pick<MarketStream, 'subscribe'> }));
vi.mock('../../src/app/use-page-stream', () => ({ usePageStream: () => page.stream }));

let wire: FakeWire;
let stream: ReturnType<typeof testStream>;
const at = Date.UTC(2027, 1, 3, 10, 0);

const conversation = (state: SupportConversation['state']): SupportConversation => ({ id: 'sc_1', state, created_at: at, updated_at: at + 60_000 });
const msg = (id: string, author: SupportMessage['author'], text: string, over: Partial<SupportMessage> = {}): SupportMessage => ({
  id, conversation_id: 'sc_1', author, text, image: null, created_at: at, ...over,
});
const history = [msg('sm_1', 'user', 'My deposit has not arrived'), msg('sm_2', 'staff', 'We are looking into it')];
const question = 'Is there any news?';

async function open() {
  stream = testStream();
  page.stream = stream;
  ({ wire } = await renderScreen(<ServiceScreen />, { url: '/service', route: '/service', member: testUser }));
  // Images of the thread are fetched with the member's session; the fake wire answers them at once.
  Object.assign(wire.client, { download: async () => new Blob([new Uint8Array(8)], { type: 'image/png' }) });
}
async function loaded(state: SupportConversation['state'] = 'answered', messages = history) {
  await wire.answer('supportConversation', { conversation: conversation(state), messages });
}
const thread = () => screen.queryAllByTestId('support-message').map((m) => m.textContent ?? '');
const draft = () => (screen.getByLabelText('Your message') as HTMLTextAreaElement).value;
const badge = () => screen.getByTestId('support-state').textContent;

const paths = modelPaths({
  machine: supportChatFlow,
  states: {
    loading: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Online support' })).toBeTruthy();
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('supportConversation').params).toEqual({});
    },
    unavailable: () => {
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(screen.queryByLabelText('Your message')).toBeNull();
    },
    ready: () => {
      expect(stream.channels()).toEqual(['support']);
      expect(thread()[0]).toContain('You');
      expect(thread()[0]).toContain('My deposit has not arrived');
      expect(thread()[1]).toContain('Support');
      expect(thread()[1]).toContain('We are looking into it');
    },
    'ready.editing': () => expectReady('Send'),
    'ready.checking': () => { throw new Error('checking decides at once and is never shown'); },
    'ready.sending': () => {
      expectBusy('Send');
      const call = wire.pending('supportSend');
      expect(call.params).toEqual({ text: question });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
  },
  events: {
    RENDER: open,
    '0.supportChat.loading.done': async () => {
      await loaded();
      expect(badge()).toBe('Answered');
      expect(screen.getByText('Answers appear here as soon as support writes.')).toBeTruthy();
    },
    '0.supportChat.loading.failed': () => wire.cutOff('supportConversation'),
    RETRY: () => press('Try again'),
    'SEND [hasContent] [textWithinBound]': async () => {
      await typeInto('Your message', `  ${question}  `);
      await press('Send');
    },
    'SEND [hasContent] [otherwise]': async () => {
      await typeInto('Your message', 'x'.repeat(2001));
      await press('Send');
      expect(screen.getByText('A message can have at most 2000 characters')).toBeTruthy();
      expect(screen.getByLabelText('Your message').getAttribute('aria-invalid')).toBe('true');
      expect(wire.callsOf('supportSend').filter((c) => !c.settled)).toHaveLength(0);
    },
    '0.supportChat.ready.sending.done': async () => {
      await wire.answer('supportSend', { conversation: conversation('open'), message: msg('sm_9', 'user', question) });
      expect(thread().at(-1)).toContain(question);
      expect(draft()).toBe('');
      expect(badge()).toBe('Waiting for support');
    },
    '0.supportChat.ready.sending.failed': async () => {
      await wire.refuse('supportSend', 4992, 'You are sending messages too quickly; please wait a minute');
      expect(alertText()).toContain('You are sending messages too quickly');
      expect(draft()).toBe(`  ${question}  `);
    },
  },
});

describe('online support, the member (model paths)', () => {
  beforeEach(() => { vi.useFakeTimers(); stubObjectUrls(); });
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(5));
  for (const path of paths) it(path.description, path.run);
});

describe('online support, the member, beyond the chart', () => {
  beforeEach(() => { vi.useFakeTimers(); stubObjectUrls(); });
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('introduces support before the first message and refuses an empty one without sending it', async () => {
    await open();
    await wire.answer('supportConversation', { conversation: null, messages: [] });
    expect(screen.getByRole('note').textContent).toContain('never your passwords or codes');
    expect(screen.queryByTestId('support-state')).toBeNull();
    await typeInto('Your message', '   ');
    await press('Send');
    expect(screen.getByText('Please write a message or attach an image')).toBeTruthy();
    expect(wire.callsOf('supportSend')).toHaveLength(0);
  });

  it('shows what support writes as it arrives, once even when the send and the stream both bring it', async () => {
    await open();
    await loaded('open', [history[0]!]);
    expect(badge()).toBe('Waiting for support');
    const answer = msg('sm_3', 'staff', 'Your deposit is credited now');
    await stream.push({ channel: 'support', data: { conversation: { ...conversation('answered'), user_id: 'us_1' }, message: answer } });
    expect(thread()).toHaveLength(2);
    expect(thread()[1]).toContain('Your deposit is credited now');
    expect(badge()).toBe('Answered');
    await stream.push({ channel: 'support', data: { conversation: { ...conversation('answered'), user_id: 'us_1' }, message: answer } });
    expect(thread()).toHaveLength(2);
    // Closed by staff: the member is told writing again reopens it.
    await stream.push({ channel: 'support', data: { conversation: { ...conversation('closed'), user_id: 'us_1' }, message: null } });
    expect(badge()).toBe('Closed');
    expect(screen.getByText(/Writing again opens it again/)).toBeTruthy();
  });

  it('sends a refused draft again with the same rtoken, and a changed one with a new rtoken', async () => {
    await open();
    await loaded();
    await typeInto('Your message', question);
    await press('Send');
    const first = wire.pending('supportSend').rtoken;
    await wire.cutOff('supportSend');
    expect(alertText()).toContain('could not be reached');
    await press('Send');
    expect(wire.pending('supportSend').rtoken).toBe(first);
    await wire.refuse('supportSend', 4992, 'You are sending messages too quickly; please wait a minute');
    await typeInto('Your message', `${question}!`);
    expect(alertText()).toBe('');
    await press('Send');
    expect(wire.pending('supportSend').rtoken).not.toBe(first);
    expect(wire.pending('supportSend').params).toEqual({ text: `${question}!` });
  });

  it('waits for an attached image before sending, then sends it with the text and empties the slot', async () => {
    await open();
    await loaded();
    await chooseFile('Attach an image (optional)', imageFile('receipt.png'));
    expect(wire.pending('uploadImage').params).toEqual({ purpose: 'supportImage', file: 'receipt.png' });
    await typeInto('Your message', 'Here is the receipt');
    await press('Send');
    expect(screen.getByText('Please wait until the image has uploaded.')).toBeTruthy();
    expect(wire.callsOf('supportSend')).toHaveLength(0);
    await wire.answer('uploadImage', { id: 'up_r1', purpose: 'supportImage', content_type: 'image/png', size: 8, width: 1, height: 1, created_at: at });
    await press('Send');
    expect(wire.pending('supportSend').params).toEqual({ text: 'Here is the receipt', image: 'up_r1' });
    await wire.answer('supportSend', { conversation: conversation('open'), message: msg('sm_9', 'user', 'Here is the receipt', { image: 'up_r1' }) });
    const last = screen.getAllByTestId('support-message').at(-1)!;
    expect(within(last).getByRole('img', { name: 'Attached image' })).toBeTruthy();
    expect(screen.getByText('Drop an image here, or click to choose one')).toBeTruthy();
  });
});
