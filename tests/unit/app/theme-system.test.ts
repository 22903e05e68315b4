// Building the Chakra system is a good part of the app's start: it waits for the first render
// (a task of its own) instead of running while the modules load, and happens once.
import { describe, expect, it, vi } from 'vitest';

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof import('@chakra-ui/react')>();
  return { ...chakra, createSystem: (...configs: Parameters<typeof chakra.createSystem>) => { built.count += 1; return chakra.createSystem(...configs); } };
});

describe('the app system', () => {
  it('is built on first use, not when the theme module loads, and only once', async () => {
    const { appSystem } = await import('../../../src/app/theme');
    expect(built.count).toBe(0);
    const system = appSystem();
    expect(system.isRecipe('button')).toBe(true);
    expect(appSystem()).toBe(system);
    expect(built.count).toBe(1);
  });
});
