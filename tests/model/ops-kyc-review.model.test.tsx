// Model-based tests of the console's verification queue and review on the real /ops screens: the
// queue of junior, senior and address items, one item with its fields and images (fetched with the
// operator's session), accounts sharing the document number, and approve or fail with a reason.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { opsKycReviewFlow, type OpsKycDetail, type OpsKycItem } from '../../src/machines/ops-kyc-review.flow';
import { opsQueueFlow } from '../../src/machines/ops-queue.flow';
import { press, typeInto } from './dom';
import type { FakeWire } from './harness';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';
import { stubObjectUrls } from './kyc-fixtures';

let wire: FakeWire;
let downloads: { key: string; params: unknown }[] = [];
/** Every alert on the page (the shared-number warning stands beside a refusal). */
const alertsText = () => screen.queryAllByRole('alert').map((a) => a.textContent).join(' | ');
const signedIn = () => memoryStorage({ 'ops.session': JSON.stringify(operator) });

const item = (over: Partial<OpsKycItem> = {}): OpsKycItem => ({
  id: 'kyc1', user_id: 'us1', user_email: 'ada@example.test', user_phone: null, level: 'senior', state: 'underReview', attempt: 2, submitted_at: 1_700_000_000_000, ...over,
});
const kycDetail = (over: Partial<OpsKycItem> = {}): OpsKycDetail => ({
  item: item(over),
  fields: { id_type: 2 },
  images: [{ role: 'front', upload_id: 'up_f' }, { role: 'back', upload_id: 'up_b' }, { role: 'signature', upload_id: 'up_s' }],
  timeline: [{ state: 'underReview', event: 'SUBMIT', actor: 'user:us1', at: 1_699_000_000_000, reason: null },
    { state: 'failed', event: 'REJECT', actor: 'operator:op1', at: 1_699_500_000_000, reason: 'Blurred' },
    { state: 'underReview', event: 'RESUBMIT', actor: 'user:us1', at: 1_700_000_000_000, reason: null }],
  decisions: [{ operator: 'sam@ops.example', action: 'kyc.senior.REJECT', reason: 'Blurred', at: 1_699_500_000_000 }],
  levels: [{ level: 'junior', state: 'approved' }, { level: 'senior', state: 'underReview' }],
  same_id_number: [{ user_id: 'us9', state: 'approved' }],
});

const queuePaths = modelPaths({
  machine: opsQueueFlow,
  states: {
    loading: () => expect(wire.pending('opsKycQueue')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      const table = screen.getByRole('table', { name: 'Verifications to review' });
      expect(within(table).getByText('ada@example.test')).toBeTruthy();
      expect(within(table).getByText('Senior verification')).toBeTruthy();
      expect(within(table).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/ops/kyc/kyc1');
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await renderConsole('/ops/kyc', signedIn())); },
    'loadQueue.done': () => wire.answer('opsKycQueue', [item()]),
    'loadQueue.failed': () => wire.cutOff('opsKycQueue'),
    REFRESH: () => press('Refresh'),
    RETRY: () => press('Try again'),
  },
});

let detail = kycDetail();
const pendingDecision = () => (['opsKycApprove', 'opsKycReject'] as const).find((k) => wire.callsOf(k).some((c) => !c.settled))!;

const reviewPaths = modelPaths({
  machine: opsKycReviewFlow,
  states: {
    loading: () => expect(wire.pending('opsKycDetail').params).toEqual({ id: 'kyc1' }),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    reviewing: () => {
      expect(screen.getByRole('heading', { name: 'Review verification' })).toBeTruthy();
      expect(screen.getByText('Passport (2)')).toBeTruthy();
      expect(alertsText()).toContain('1 other account uses this ID number: us9 (Approved)');
      expect(within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem')).toHaveLength(detail.timeline.length);
      expect(downloads.map((d) => d.params)).toEqual(expect.arrayContaining([{ id: 'up_f' }, { id: 'up_b' }, { id: 'up_s' }]));
      expect(downloads.every((d) => d.key === 'opsGetUpload')).toBe(true);
    },
    deciding: () => expect(pendingDecision()).toBeTruthy(),
  },
  events: {
    RENDER: async () => {
      ({ wire, downloads } = await renderConsole('/ops/kyc/kyc1', signedIn()));
    },
    'loadDetail.done': () => wire.answer('opsKycDetail', detail),
    'loadDetail.failed': () => wire.cutOff('opsKycDetail'),
    RETRY: () => press('Try again'),
    REASON_CHANGED: () => typeInto('Reason (shown to the user)', 'The signature is missing'),
    'APPROVE [canApprove]': async () => {
      await press('Approve');
      expect(wire.pending('opsKycApprove').params).toEqual({ id: 'kyc1', reason: '' });
    },
    'REJECT [canReject]': async () => {
      await typeInto('Reason (shown to the user)', 'The signature is missing');
      await press('Reject');
      expect(wire.pending('opsKycReject').params).toEqual({ id: 'kyc1', reason: 'The signature is missing' });
    },
    'REJECT [otherwise]': async () => {
      await typeInto('Reason (shown to the user)', ' ');
      await press('Reject');
      expect(wire.callsOf('opsKycReject').filter((c) => !c.settled)).toHaveLength(0);
      expect(screen.getByText(/reason/i, { selector: '[data-part="error-text"]' })).toBeTruthy();
    },
    'decide.done': async () => {
      const key = pendingDecision();
      const decided = { ...detail.item, state: key === 'opsKycReject' ? 'failed' : 'approved' } as const;
      detail = { ...detail, item: decided, decisions: [...detail.decisions, { operator: operator.email, action: key, reason: 'r', at: 1_700_000_500_000 }] };
      await wire.answer(key, decided);
    },
    'decide.failed': async () => {
      await wire.refuse(pendingDecision(), 4216, 'This item was changed meanwhile');
      expect(alertsText()).toContain('changed meanwhile');
    },
  },
});

describe('operator verification queue (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${queuePaths.length} shortest paths`, () => expect(queuePaths.length).toBe(5));
  for (const path of queuePaths) it(path.description, path.run);
});

describe('operator verification review (model paths)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubObjectUrls();
    detail = kycDetail();
  });
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${reviewPaths.length} shortest paths`, () => expect(reviewPaths.length).toBeGreaterThanOrEqual(7));
  for (const path of reviewPaths) it(path.description, path.run);
});
