// Model-based test of one image slot on the real /dzrz screen (the bill): the browser's own check
// of name, type and size with the spec's message, the upload with its progress and preview, the
// server's refusal in its own words, and a new file replacing the old one.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import KycLevelScreen from '../../src/screens/kyc/KycLevelScreen';
import { kycUploadFlow } from '../../src/machines/kyc-upload.flow';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';
import { chooseFile, imageFile, levelView, overviewOf, stubObjectUrls } from './kyc-fixtures';

let wire: FakeWire;
const label = 'Picture of the bill';
const preview = () => screen.queryByRole('img', { name: label });
let lastRefusal = '';

const paths = modelPaths({
  machine: kycUploadFlow,
  states: {
    empty: () => {
      expect(screen.getByText('Drop an image here, or click to choose one')).toBeTruthy();
      expect(screen.getByText('JPG, JPEG or PNG, under 8MB')).toBeTruthy();
      expect(preview()).toBeNull();
    },
    uploading: () => {
      expect(wire.pending('uploadImage').params).toEqual({ purpose: 'kycBill', file: 'bill.jpg' });
      expect(preview()?.getAttribute('src')).toMatch(/^blob:preview-/);
      expect(screen.getByText('Uploading… 0%')).toBeTruthy();
    },
    uploaded: () => {
      expect(screen.getByText('Uploaded')).toBeTruthy();
      expect(screen.getByText('bill.jpg')).toBeTruthy();
    },
    refused: () => {
      expect(screen.getByText(lastRefusal)).toBeTruthy();
      expect(screen.queryByText('Uploaded')).toBeNull();
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await renderScreen(<KycLevelScreen level="address" />, { url: '/dzrz', route: '/dzrz', member: testUser }));
      await wire.answer('hasRenzheng', overviewOf([levelView('junior', 'approved'), levelView('senior', 'notSubmitted'), levelView('address', 'notSubmitted')], 'DE'));
    },
    'FILE_CHOSEN [fileAcceptable]': () => chooseFile(label, imageFile('bill.jpg', 'image/jpeg', 3 * 1024 * 1024)),
    'FILE_CHOSEN [otherwise]': async () => {
      lastRefusal = 'The image is too large: images must be JPG, JPEG or PNG and under 8MB';
      await chooseFile(label, imageFile('bill.png', 'image/png', 8 * 1024 * 1024 + 1));
      expect(wire.callsOf('uploadImage').filter((c) => c.params.file === 'bill.png')).toHaveLength(0);
    },
    'uploadImage.done': async () => {
      await wire.progress('uploadImage', 100);
      await wire.answer('uploadImage', { id: 'up_bill', purpose: 'kycBill', content_type: 'image/jpeg', size: 1, width: 1, height: 1, created_at: 1 });
    },
    'uploadImage.failed': async () => {
      lastRefusal = 'The image carries hidden content and was refused; please upload a plain picture';
      await wire.refuse('uploadImage', 4606, lastRefusal);
    },
  },
});

describe('an image slot on /dzrz (model paths)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubObjectUrls();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(5);
  });

  for (const path of paths) it(path.description, path.run);
});
