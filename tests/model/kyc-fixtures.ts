// What the verification screens are shown in their model tests: a level's view as web/has_renzheng
// answers it, image files as the browser hands them over, and the steps of choosing one.
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { KycLevelView } from '../../src/machines/kyc-level.flow';
import { settle } from './harness';

export function levelView(level: KycLevelView['level'], state: KycLevelView['state'], extra: Partial<KycLevelView> = {}): KycLevelView {
  const at = Date.UTC(2026, 0, 5, 9);
  const timeline = state === 'notSubmitted' ? [] : state === 'underReview' ? [{ state, at, reason: null }]
    : [{ state: 'underReview' as const, at, reason: null }, { state, at: at + 3600_000, reason: state === 'failed' ? 'The photo is blurred' : null }];
  return {
    level, state, reason: state === 'failed' ? 'The photo is blurred' : null, submitted_at: state === 'notSubmitted' ? null : at,
    decided_at: ['approved', 'verified', 'failed'].includes(state) ? at + 3600_000 : null,
    can_submit: state === 'notSubmitted' || state === 'failed', needs: null,
    unlocks: level === 'junior' ? ['withdraw'] : level === 'senior' ? ['loan'] : [], timeline, ...extra,
  };
}

export const overviewOf = (views: KycLevelView[], nationality: string | null = null) => ({
  nationality, levels: views, requirements: { withdraw: 'junior', loan: 'senior', trade: 'none' },
});

/** jsdom has no object URLs; previews get stable fake ones. */
export function stubObjectUrls() {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
}

export const imageFile = (name = 'front.png', type = 'image/png', size = 2048) => {
  const file = new File([new Uint8Array(Math.min(size, 64))], name, { type });
  if (size > 64) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Chooses `file` in the drop zone labelled `label` (the hidden file input). */
export async function chooseFile(label: string, file: File) {
  const input = screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  await settle();
  await settle();
}
