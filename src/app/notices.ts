// Success and warning notices from the API wrapper. The toast code is loaded with the first
// notice, not with the page: until the toaster is on screen, notices wait here in order.
import { useSyncExternalStore } from 'react';
import type { Notice } from '../services/api';

export type ToastNotice = Extract<Notice, { kind: 'success' | 'warning' }>;

const waiting: ToastNotice[] = [];
let deliver: ((notice: ToastNotice) => void) | null = null;
let wanted = false;
const listeners = new Set<() => void>();

export function showNotice(notice: ToastNotice) {
  if (deliver && waiting.length === 0) return deliver(notice);
  waiting.push(notice);
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

/** True once a notice was shown: time to load the toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    // The page as prerendered, and so as hydrated: no notice yet.
    () => false,
  );
}

/** Called by the toaster once it is mounted: delivers the waiting notices, then each new one. */
export function attachToaster(show: (notice: ToastNotice) => void): () => void {
  deliver = show;
  // After this commit, not during it: a toast created while the toaster mounts is lost when
  // React mounts it twice (StrictMode in development).
  const timer = setTimeout(() => waiting.splice(0).forEach((notice) => deliver?.(notice)), 0);
  return () => {
    clearTimeout(timer);
    if (deliver === show) deliver = null;
  };
}
