// Success and warning notices become toasts; the toaster's code loads with the first notice.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showNotice } from '../../../src/app/notices';
import { renderApp } from './render-app';

afterEach(cleanup);

/** Lets React finish loading a lazy component (inside act, so its updates are flushed). */
async function untilShown(text: string, timeoutMs = 5000) {
  for (let waited = 0; waited < timeoutMs && !screen.queryByText(text); waited += 50) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  return screen.getByText(text);
}

describe('notices', () => {
  it('shows a success notice and then a warning as toasts, in order', async () => {
    await renderApp('/');
    await act(async () => {
      showNotice({ kind: 'success', message: 'Saved' });
      showNotice({ kind: 'warning', message: 'Insufficient balance' });
    });
    expect(await untilShown('Saved')).toBeTruthy();
    expect(await untilShown('Insufficient balance')).toBeTruthy();
  });
});
