// Whole seconds left of a countdown that runs while `running` is true. For display only: the
// session chart owns the timer that acts.
import { useEffect, useState } from 'react';

export function useCountdown(seconds: number, running: boolean): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    const tick = () => setLeft(Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000)));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [seconds, running]);
  return left;
}
