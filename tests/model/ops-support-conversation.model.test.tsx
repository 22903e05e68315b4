// Model-based test of one support conversation in the console (/ops/support/:id) on the real
// console, signed in as support staff: the messages, what staff may know of the member and the
// timeline; an answer checked before it goes (empty, too long), sent with the newest message it
// was written after, a stale answer refused with the draft kept; closing; and what a closed
// conversation still offers. Beyond the chart: messages arriving live on `ops:support`, and an
// answer with an image that waits for its upload.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketStream } from '../../src/services/market-stream';
import { opsSupportConversationFlow, type OpsSupportConversation, type OpsSupportDetail } from '../../src/machines/ops-support-conversation.flow';
import type { SupportMessage } from '../../src/machines/support-thread';
import { alertText, expectBusy, expectReady, press } from './dom';
import { chooseFile, imageFile } from './kyc-fixtures';
import { settle, type FakeWire } from './harness';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';
import { testStream } from './stream-fixture';

const console_ = vi.hoisted(() => ({ stream: null as unknown as Pick<MarketStream, 'subscribe'> }));
vi.mock('../../src/services/support', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/services/support')>()),
  opsSupportStream: () => console_.stream,
}));

let wire: FakeWire;
let stream: ReturnType<typeof testStream>;
const staff = () => memoryStorage({ 'ops.session': JSON.stringify({ ...operator, email: 'sam@ops.example', role: 'support' }) });
const at = Date.UTC(2027, 1, 3, 10, 0);
const reply = 'Your deposit was credited this morning.';

const conversation = (state: OpsSupportConversation['state'], over: Partial<OpsSupportConversation> = {}): OpsSupportConversation => ({
  id: 'sc_1', state, created_at: at, updated_at: at, user_id: 'us_1', user_email: 'ada@example.test', user_phone: null,
  last_text: 'Still nothing?', last_author: 'user', last_message_id: 'sm_2', ...over,
});
const msg = (id: string, author: SupportMessage['author'], text: string, image: string | null = null): SupportMessage => ({ id, conversation_id: 'sc_1', author, text, image, created_at: at });

function detail(): OpsSupportDetail {
  return {
    conversation: conversation('open'),
    messages: [msg('sm_1', 'user', 'My deposit has not arrived'), msg('sm_2', 'user', 'Still nothing?')],
    timeline: [{ state: 'open', event: 'USER_WROTE', actor: 'user:us_1', at, reason: null }],
    decisions: [],
    member: {
      id: 'us_1', name: 'Ada', email: 'ada@example.test', phone: null, created_at: Date.UTC(2026, 5, 1),
      verified_levels: ['junior'], open_items: { withdrawals: 1, manual_deposits: 0, loans: 2 },
    },
  };
}

const answerField = () => screen.getByRole('textbox', { name: 'Answer' }) as HTMLTextAreaElement;
const typeAnswer = async (text: string) => { fireEvent.change(answerField(), { target: { value: text } }); await settle(); };
const thread = () => screen.queryAllByTestId('support-message').map((m) => m.textContent ?? '');
const badge = () => screen.getByTestId('support-state').textContent;

async function openConsole() {
  stream = testStream();
  console_.stream = stream;
  ({ wire } = await renderConsole('/ops/support/sc_1', staff()));
  await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Support conversation' }), { timeout: 5000 });
  await settle();
}

const paths = modelPaths({
  machine: opsSupportConversationFlow,
  states: {
    loading: () => expect(wire.pending('opsSupportDetail').params).toEqual({ id: 'sc_1' }),
    unavailable: () => {
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(screen.queryByTestId('support-member')).toBeNull();
    },
    ready: () => {
      expect(stream.channels()).toEqual(['ops:support']);
      expect(thread()[0]).toContain('Member');
      expect(thread()[0]).toContain('My deposit has not arrived');
      const member = screen.getByTestId('support-member').textContent;
      expect(member).toContain('Ada · ada@example.test');
      expect(member).toContain('Junior verification');
      expect(screen.getByTestId('support-open-items').textContent).toBe('Open items: 1 withdrawals, 0 manual deposits, 2 loans');
      expect(screen.getByRole('list', { name: 'Timeline' }).textContent).toContain('Waiting for support');
    },
    'ready.idle': () => {
      if (badge() === 'Closed') {
        expect(screen.queryByRole('button', { name: 'Send the answer' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Close the conversation' })).toBeNull();
      } else {
        expectReady('Send the answer');
        expectReady('Close the conversation');
      }
    },
    'ready.checking': () => { throw new Error('checking decides at once and is never shown'); },
    'ready.checkingLength': () => { throw new Error('checkingLength decides at once and is never shown'); },
    'ready.answering': () => {
      expectBusy('Send the answer');
      const call = wire.pending('opsSupportAnswer');
      expect(call.params).toEqual({ id: 'sc_1', after: 'sm_2', text: reply });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    'ready.closing': () => {
      expectBusy('Close the conversation');
      expect((screen.getByRole('button', { name: 'Send the answer' }) as HTMLButtonElement).disabled).toBe(true);
      const call = wire.pending('opsSupportClose');
      expect(call.params).toEqual({ id: 'sc_1' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
  },
  events: {
    RENDER: openConsole,
    '0.opsSupportConversation.loading.done': async () => {
      await wire.answer('opsSupportDetail', detail());
      expect(badge()).toBe('Waiting for support');
    },
    '0.opsSupportConversation.loading.failed': () => wire.refuse('opsSupportDetail', 4300, 'Not found'),
    RETRY: () => press('Try again'),
    'ANSWER [answerable] [hasContent] [textWithinBound]': async () => {
      await typeAnswer(`\n${reply}  `);
      // Typing clears the reason an earlier answer was held back.
      expect(screen.queryByText(/Please write a message|at most 2000 characters/)).toBeNull();
      await press('Send the answer');
    },
    'ANSWER [answerable] [hasContent] [otherwise]': async () => {
      await typeAnswer('y'.repeat(2001));
      await press('Send the answer');
      expect(screen.getByText('A message can have at most 2000 characters')).toBeTruthy();
      expect(wire.callsOf('opsSupportAnswer').filter((c) => !c.settled)).toHaveLength(0);
    },
    'ANSWER [answerable] [otherwise]': async () => {
      await typeAnswer('  ');
      await press('Send the answer');
      expect(screen.getByText('Please write a message or attach an image')).toBeTruthy();
      expect(wire.callsOf('opsSupportAnswer').filter((c) => !c.settled)).toHaveLength(0);
    },
    'CLOSE [closable]': () => press('Close the conversation'),
    '0.opsSupportConversation.ready.answering.done': async () => {
      await wire.answer('opsSupportAnswer', {
        conversation: conversation('answered', { last_message_id: 'sm_3', last_text: reply, last_author: 'staff' }), message: msg('sm_3', 'staff', reply),
      });
      expect(thread().at(-1)).toContain(`Support`);
      expect(thread().at(-1)).toContain(reply);
      expect(answerField().value).toBe('');
      expect(badge()).toBe('Answered');
    },
    '0.opsSupportConversation.ready.answering.failed': async () => {
      await wire.refuse('opsSupportAnswer', 4993, 'The conversation has new messages; read them before answering');
      expect(alertText()).toContain('has new messages');
      expect(answerField().value).toBe(`\n${reply}  `);
    },
    '0.opsSupportConversation.ready.closing.done': async () => {
      await wire.answer('opsSupportClose', conversation('closed'));
      expect(badge()).toBe('Closed');
      expect(screen.getByText('This conversation is closed. A new message of the member opens it again.')).toBeTruthy();
    },
    '0.opsSupportConversation.ready.closing.failed': async () => {
      await wire.cutOff('opsSupportClose');
      expect(alertText()).toContain('could not be reached');
      expect(badge()).toBe('Waiting for support');
    },
  },
  // An empty or too long answer stays in idle with its reason: walk on from each (a good answer after it clears it).
  scenarios: [['RENDER', '0.opsSupportConversation.loading.done', 'ANSWER [answerable] [otherwise]'], ['RENDER', '0.opsSupportConversation.loading.done', 'ANSWER [answerable] [hasContent] [otherwise]']],
});

describe('console: one support conversation (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(8));
  for (const path of paths) it(path.description, path.run, 20_000);
});

describe('console: one support conversation, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it("shows the member's new message live and answers after it; other conversations' news is left alone", async () => {
    await openConsole();
    await wire.answer('opsSupportDetail', detail());
    await stream.push({ channel: 'ops:support', data: { conversation: { ...conversation('open', { id: 'sc_9' }), user_id: 'us_9' }, message: { ...msg('sm_90', 'user', 'Other member'), conversation_id: 'sc_9' } } });
    expect(thread()).toHaveLength(2);
    await stream.push({ channel: 'ops:support', data: { conversation: { ...conversation('open'), user_id: 'us_1' }, message: msg('sm_4', 'user', 'Hello?') } });
    expect(thread()).toHaveLength(3);
    expect(thread()[2]).toContain('Hello?');
    await typeAnswer(reply);
    await press('Send the answer');
    expect(wire.pending('opsSupportAnswer').params).toEqual({ id: 'sc_1', after: 'sm_4', text: reply });
  });

  it('keeps closing offered on an answered conversation and drops it once closed, until the member writes again', async () => {
    await openConsole();
    await wire.answer('opsSupportDetail', { ...detail(), conversation: conversation('answered') });
    expect(screen.getByRole('button', { name: 'Close the conversation' })).toBeTruthy();
    await stream.push({ channel: 'ops:support', data: { conversation: { ...conversation('closed'), user_id: 'us_1' }, message: null } });
    expect(badge()).toBe('Closed');
    expect(screen.queryByRole('button', { name: 'Close the conversation' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Answer' })).toBeNull();
    await stream.push({ channel: 'ops:support', data: { conversation: { ...conversation('open'), user_id: 'us_1' }, message: msg('sm_5', 'user', 'One more thing') } });
    expect(badge()).toBe('Waiting for support');
    expectReady('Send the answer');
    expectReady('Close the conversation');
  });

  it('waits for an attached image, then answers with it alone and empties the slot', async () => {
    await openConsole();
    // Images are fetched with the operator's session; the fake wire answers them at once.
    Object.assign(wire.client, { download: async () => new Blob([new Uint8Array(8)], { type: 'image/png' }) });
    await wire.answer('opsSupportDetail', detail());
    await chooseFile('Attach an image (optional)', imageFile('steps.png'));
    expect(wire.pending('opsSupportUploadImage').params).toEqual({ id: 'sc_1', file: 'steps.png' });
    await press('Send the answer');
    expect(screen.getByText('Please wait until the image has uploaded.')).toBeTruthy();
    expect(wire.callsOf('opsSupportAnswer')).toHaveLength(0);
    await wire.answer('opsSupportUploadImage', { id: 'up_s1', purpose: 'supportReply', content_type: 'image/png', size: 8, width: 1, height: 1, created_at: at });
    await press('Send the answer');
    expect(wire.pending('opsSupportAnswer').params).toEqual({ id: 'sc_1', after: 'sm_2', image: 'up_s1' });
    await wire.answer('opsSupportAnswer', {
      conversation: conversation('answered', { last_message_id: 'sm_3', last_text: '', last_author: 'staff' }), message: msg('sm_3', 'staff', '', 'up_s1'),
    });
    const last = screen.getAllByTestId('support-message').at(-1)!;
    expect(last.textContent).toContain('Support');
    await vi.waitFor(() => expect(within(last).getByRole('img', { name: 'Attached image' })).toBeTruthy());
    expect(screen.getByText('Drop an image here, or click to choose one')).toBeTruthy();
  });
});
