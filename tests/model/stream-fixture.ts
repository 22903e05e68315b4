// The page's stream in screen tests: records what the screen subscribes to and delivers what the
// test pushes, then lets one frame pass (the stream hands a frame's messages over at once).
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { StreamListener, StreamMessage } from '../../src/services/market-stream';
import { settle } from './harness';

export function testStream() {
  const listeners = new Map<string, Set<StreamListener>>();
  return {
    subscribe(channel: string, listener: StreamListener) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
      return () => { listeners.get(channel)!.delete(listener); };
    },
    channels: () => [...listeners].filter(([, set]) => set.size > 0).map(([c]) => c),
    reset: () => listeners.clear(),
    async push(...messages: StreamMessage[]) {
      for (const m of messages) for (const l of listeners.get(m.channel) ?? []) l(m);
      await act(async () => { vi.advanceTimersByTime(300); });
      await settle();
    },
  };
}
