import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Screen and model tests share one module graph and one DOM per worker: loading React, Chakra and
// the app again for each of some 140 files (and a new jsdom) took more than half of the unit run.
// A file that replaces a module or a global (vi.mock, stubGlobal, fake timers, spies) keeps a
// fresh graph of its own, so its replacement neither leaks into nor misses the others.
const unitTests = ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'];
const replacesModulesOrGlobals = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/;
const isolatedUnitTests = ['tests/unit', 'tests/model']
  .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
  .filter((f) => /\.test\.tsx?$/.test(f) && replacesModulesOrGlobals.test(fs.readFileSync(f, 'utf8')));

const unitProject = (name: string, isolate: boolean, files: { include: string[]; exclude?: string[] }) => ({
  test: {
    name,
    ...files,
    isolate,
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
  },
});

export default defineConfig({
  test: {
    projects: [
      unitProject('unit', false, { include: unitTests, exclude: isolatedUnitTests }),
      unitProject('unit-isolated', true, { include: isolatedUnitTests }),
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          env: { NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
