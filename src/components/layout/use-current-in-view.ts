// On a phone a menu row (assets tabs, user-centre menu) scrolls sideways inside itself; this keeps
// the current page's link in view after each navigation, so the row shows where the user is.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function useCurrentLinkInView<T extends HTMLElement>() {
  const row = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    // Only when the row itself scrolls (a phone); on a desktop nothing moves.
    if (current && row.current && row.current.scrollWidth > row.current.clientWidth) {
      current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [pathname]);
  return row;
}
