import type { ReactNode } from 'react';

/** A 16 px line icon of the header bar, drawn in the text colour; its name is the caller's, for screen readers. */
export function HeaderIcon({ children }: { children: ReactNode }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {children}
    </svg>
  );
}
