// Model-based test of a verification level's flow on each level's real screen (/smauth,
// /seniorauth, /dzrz): loading, the level locked until junior passes, under review, passed, failed
// with the reviewer's reason and re-verify, and the form with its photos uploaded through the
// image slots.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import KycLevelScreen from '../../src/screens/kyc/KycLevelScreen';
import { kycLevelFlow } from '../../src/machines/kyc-level.flow';
import { alertText, expectBusy, expectReady, press, typeInto } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';
import { chooseFile, imageFile, levelView, overviewOf, stubObjectUrls } from './kyc-fixtures';

let wire: FakeWire;
type Level = 'junior' | 'senior' | 'address';
const title: Record<Level, string> = { junior: 'Junior verification', senior: 'Senior verification', address: 'Address verification' };
const route: Record<Level, string> = { junior: '/smauth', senior: '/seniorauth', address: '/dzrz' };
const call = { junior: 'setNameAuth', senior: 'userIdCard', address: 'editCenterLevel' } as const;

/** The other levels as the overview answers them, around the level under test. */
function overviewFor(level: Level, view: ReturnType<typeof levelView>, junior = levelView('junior', 'approved')) {
  const levels = (['junior', 'senior', 'address'] as const).map((l) => (l === level ? view : l === 'junior' ? junior : levelView(l, 'notSubmitted')));
  return overviewOf(levels, 'DE');
}

async function uploadAll(images: [string, string, string][]) {
  let n = 0;
  for (const [label, name] of images) {
    await chooseFile(label, imageFile(name, name.endsWith('png') ? 'image/png' : 'image/jpeg'));
    await wire.progress('uploadImage', 40);
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    await wire.answer('uploadImage', { id: `up_${++n}`, purpose: 'kycFront', content_type: 'image/png', size: 100, width: 10, height: 10, created_at: 1 });
  }
  expect(screen.getAllByText('Uploaded')).toHaveLength(images.length);
  expect(wire.callsOf('uploadImage').map((c) => c.params)).toEqual(images.map(([, name, purpose]) => ({ purpose, file: name })));
}

/** What each level's form asks, how a valid form is filled, and what it sends. */
const forms: Record<Level, { editing(): void; fill(): Promise<void>; invalid(): void; sent: Record<string, unknown> }> = {
  junior: {
    editing: () => expect((screen.getByLabelText('Nationality') as HTMLSelectElement).disabled).toBe(true),
    fill: async () => {
      await typeInto('ID type', '4');
      await typeInto('Real name', 'Ada Lovelace');
      await typeInto('ID number', 'RP-778812');
    },
    invalid: () => {
      expect(screen.getByText('Credential type cannot be empty')).toBeTruthy();
      expect(screen.getByText('Name cannot be empty')).toBeTruthy();
      expect(screen.getByText('ID number cannot be empty')).toBeTruthy();
    },
    sent: { nationality: 'DE', id_type: 4, real_name: 'Ada Lovelace', id_number: 'RP-778812' },
  },
  senior: {
    editing: () => {
      expect([...(screen.getByLabelText('ID type') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Please choose', 'ID card', 'Passport', 'Other']);
      expect(screen.getAllByText('JPG, JPEG or PNG, under 8MB')).toHaveLength(3);
    },
    fill: async () => {
      await typeInto('ID type', '2');
      await uploadAll([['Front of the ID', 'front.png', 'kycFront'], ['Back of the ID', 'back.jpg', 'kycBack'], ['Photo with your signature', 'sign.jpeg', 'kycSignature']]);
    },
    invalid: () => {
      expect(screen.getByText('Credential type cannot be empty')).toBeTruthy();
      expect(screen.getByText('Please upload the front of your ID')).toBeTruthy();
      expect(screen.getByText('Please upload the back of your ID')).toBeTruthy();
      expect(screen.getByText('Please upload a photo with your signature')).toBeTruthy();
    },
    sent: { id_type: 2, front: 'up_1', back: 'up_2', signature: 'up_3' },
  },
  address: {
    editing: () => expect(screen.getAllByText('JPG, JPEG or PNG, under 8MB')).toHaveLength(1),
    fill: async () => {
      await typeInto('Utility bill address', '12 Rue de Rivoli, Paris');
      await uploadAll([['Picture of the bill', 'bill.png', 'kycBill']]);
    },
    invalid: () => {
      expect(screen.getByText('Please enter the utility address')).toBeTruthy();
      expect(screen.getByText('Please upload a picture of the bill')).toBeTruthy();
    },
    sent: { address: '12 Rue de Rivoli, Paris', bill: 'up_1' },
  },
};

const pathsOf = (level: Level) => modelPaths({
  machine: kycLevelFlow,
  states: {
    loading: () => {
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('hasRenzheng')).toBeTruthy();
    },
    loadFailed: () => {
      expect(alertText()).toContain('We could not reach the server');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
    deciding: () => {
      throw new Error('deciding happens at once and is never shown');
    },
    locked: () => {
      expect(screen.getByText('Available once Junior verification is approved.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to Junior verification' }).getAttribute('href')).toBe('/smauth');
      expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    },
    failed: () => {
      expect(screen.getByTestId('kyc-state').textContent).toBe('Failed');
      expect(screen.getByText('Authentication failed, please re-authenticate. Reason: The photo is blurred')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Re-verify' })).toBeTruthy();
    },
    editing: () => {
      expect(screen.getByRole('heading', { name: title[level] })).toBeTruthy();
      forms[level].editing();
      expectReady('Submit for review');
    },
    validating: () => {
      throw new Error('validating decides at once and is never shown');
    },
    submitting: () => {
      expectBusy('Submit for review');
      expect(wire.pending(call[level]).params).toEqual(forms[level].sent);
    },
    underReview: () => {
      expect(screen.getByTestId('kyc-state').textContent).toBe('Under review');
      expect(screen.getByText('A reviewer is checking your documents. You will see the result here.')).toBeTruthy();
    },
    passed: () => {
      expect(screen.getByTestId('kyc-state').textContent).toBe(level === 'address' ? 'Verified' : 'Approved');
      expect(screen.getByText('This level is verified. Verified identity cannot be changed or re-verified.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Re-verify' })).toBeNull();
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<KycLevelScreen level={level} />, { url: route[level], route: route[level], member: testUser }));
    },
    'loadLevel.done [isPassed]': () => wire.answer('hasRenzheng', overviewFor(level, levelView(level, level === 'address' ? 'verified' : 'approved'))),
    'loadLevel.done [isUnderReview]': () => wire.answer('hasRenzheng', overviewFor(level, levelView(level, 'underReview'))),
    'loadLevel.done [isFailed]': () => wire.answer('hasRenzheng', overviewFor(level, levelView(level, 'failed'))),
    'loadLevel.done [needsAnotherLevel]': () => wire.answer('hasRenzheng', overviewFor(level, levelView(level, 'notSubmitted', { can_submit: false, needs: 'junior' }), levelView('junior', 'underReview'))),
    'loadLevel.done [otherwise]': () => wire.answer('hasRenzheng', overviewFor(level, levelView(level, 'notSubmitted'))),
    'loadLevel.failed': () => wire.cutOff('hasRenzheng'),
    RETRY: () => press('Try again'),
    REVERIFY: () => press('Re-verify'),
    'SUBMIT [formIsValid]': async () => {
      await forms[level].fill();
      await press('Submit for review');
    },
    'SUBMIT [otherwise]': async () => {
      await press('Submit for review');
      forms[level].invalid();
    },
    'submitLevel.done': () => wire.answer(call[level], levelView(level, 'underReview'), 'Submitted for review'),
    'submitLevel.failed': async () => {
      await wire.refuse(call[level], 4631, 'This verification is under review; please wait for the result');
      expect(alertText()).toContain('This verification is under review; please wait for the result');
    },
  },
});

// Junior is never locked by another level, so its model skips that branch.
describe.each(['junior', 'senior', 'address'] as const)('the %s level on its own screen (model paths)', (level) => {
  const paths = pathsOf(level).filter((p) => level !== 'junior' || !p.description.includes('needsAnotherLevel'));
  beforeEach(() => {
    vi.useFakeTimers();
    stubObjectUrls();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(level === 'junior' ? 12 : 13);
  });

  for (const path of paths) it(path.description, path.run);
});
