// The README's "Not open yet" list says exactly which routes still show the "not open yet" screen,
// so a reader of the README never meets a feature it claims, nor misses one it leaves out.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pendingRoutes } from '../../../src/app/pending-routes';

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

function listedRoutes(): string[] {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Not open yet'));
  if (!section) return [];
  return [...section.matchAll(/`(\/[A-Za-z0-9_]+)`/g)].map((m) => m[1]);
}

describe('the README on routes that are not open yet', () => {
  it('lists every pending route and no other', () => {
    expect(listedRoutes().sort()).toEqual(pendingRoutes.map((r) => r.path).sort());
  });
});
