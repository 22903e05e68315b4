// When a flow moves to a new step (review, confirm), the button that led there is gone and the
// focus would fall to <body>, so a screen reader says nothing. The step's heading takes the focus
// as it appears, which announces it and puts keyboard users at its start.
import { useEffect, useRef } from 'react';

/** A ref for the element that takes the focus when it mounts (give it tabIndex={-1}). */
export function useStepFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
