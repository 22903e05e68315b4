// The English UI catalog (written by scripts/i18n-extract.ts) merges with the server catalog into
// one set of messages, so their keys must never meet; and it stays sorted for clean diffs.
import { describe, expect, it } from 'vitest';
import serverEnglish from '../../../api/messages/en.json';
import uiEnglish from '../../../src/i18n/locales/en.json';
import { pendingFeatureNames } from '../../../src/app/pending-feature-names';

const serverOwned = new Set(['error', 'success', 'mail', 'field', 'security', ...Object.keys(serverEnglish).map((k) => k.split('.')[0])]);

describe('UI catalog', () => {
  it('uses no prefix of the server catalog', () => {
    const clashes = Object.keys(uiEnglish).filter((key) => serverOwned.has(key.split('.')[0]));
    expect(clashes).toEqual([]);
  });

  it('is sorted by key', () => {
    const keys = Object.keys(uiEnglish);
    expect(keys).toEqual([...keys].sort());
  });

  it('holds the shell strings with their English text', () => {
    const ui = uiEnglish as Record<string, string>;
    expect(ui['nav.home']).toBe('Home');
    expect(ui['session.invalid.loginAgain']).toBe('Login again');
    for (const descriptor of Object.values(pendingFeatureNames)) expect(ui[descriptor.id]).toBe(descriptor.defaultMessage);
  });
});
