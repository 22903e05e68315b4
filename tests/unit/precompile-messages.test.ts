// @vitest-environment node
// The build step that parses messages ahead of time (the built app has no message parser): every
// literal `defaultMessage` and every catalog message becomes the tree react-intl formats.
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileCatalog, compileDefaults } from '../../scripts/vite-precompile-messages';

describe('compileDefaults', () => {
  it('replaces literal defaultMessages, after non-ASCII text too, and leaves computed ones alone', () => {
    const code = [
      'const note = "Zażółć — …";',
      'const a = { id: "a", defaultMessage: "© {year} {site}" };',
      'jsx(FormattedMessage, { id: "b", "defaultMessage": `{n, plural, one {# asset} other {# assets}}` });',
      'const c = { id: key, defaultMessage: english[key] ?? key };',
    ].join('\n');
    const out = compileDefaults(code)!;
    expect(out).toContain('const note = "Zażółć — …";');
    expect(out).toContain(`defaultMessage: ${JSON.stringify(parse('© {year} {site}'))} }`);
    expect(out).toContain(`"defaultMessage": ${JSON.stringify(parse('{n, plural, one {# asset} other {# assets}}'))} }`);
    expect(out).toContain('defaultMessage: english[key] ?? key');
  });

  it('leaves a module without literal defaultMessages untouched', () => {
    expect(compileDefaults('export const x = 1;')).toBeNull();
    expect(compileDefaults('const d = { defaultMessage: label };')).toBeNull();
  });
});

it('compileCatalog parses every message of a catalog', () => {
  const compiled = JSON.parse(compileCatalog(JSON.stringify({ 'footer.copyright': '© {year} {site}', 'x.plain': 'Log in' })));
  expect(compiled).toEqual({ 'footer.copyright': parse('© {year} {site}'), 'x.plain': parse('Log in') });
});

it('compileCatalog leaves out the texts of mails, which only the server writes', () => {
  const compiled = JSON.parse(compileCatalog(JSON.stringify({ 'mail.codeSubject': 'Your code: {code}', 'error.x': 'No' })));
  expect(Object.keys(compiled)).toEqual(['error.x']);
});
