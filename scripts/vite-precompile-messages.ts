// Build step: every message reaches the browser already parsed (the ICU message syntax tree that
// react-intl formats), so the built app leaves out the message parser (about 7 kB gzip of every
// page's first load). The catalogs (api/messages, src/i18n/locales) are parsed as they are
// imported, and so is every literal `defaultMessage` in the source. `npm run dev` and the unit
// tests keep the parser and plain strings.
//
// A message built at run time (not a literal `defaultMessage`, not in a catalog) would render
// verbatim, placeholders and all: messages come from the catalogs or the source, nowhere else.
import { parse } from '@formatjs/icu-messageformat-parser';
import { parseAst, type Plugin } from 'vite';

const catalogFile = /\/(api\/messages|src\/i18n\/locales)\/[a-z]+\.json$/;
const sourceFile = /\/src\/.*\.tsx?$/;

/** Texts of mails (`mail.*`): written only by the server, so the browser's catalogs leave them out. */
const serverOnly = (id: string) => id.startsWith('mail.');

/** A catalog (id → message) with each message parsed, less what only the server writes. */
export function compileCatalog(json: string): string {
  const messages: Record<string, string> = JSON.parse(json);
  return JSON.stringify(Object.fromEntries(Object.entries(messages).filter(([id]) => !serverOnly(id)).map(([id, message]) => [id, parse(message)])));
}

interface Node { type: string; start: number; end: number; [key: string]: unknown }

/** Every `defaultMessage: '…'` property (JSX attributes are object properties by now) in `code`. */
function literalDefaults(program: Node): Array<{ start: number; end: number; message: string }> {
  const found: Array<{ start: number; end: number; message: string }> = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    if (n.type === 'Property' && !n.computed) {
      const key = n.key as Node & { name?: string; value?: unknown };
      const value = n.value as Node & { value?: unknown; expressions?: unknown[]; quasis?: Array<{ value: { cooked: string } }> };
      if ((key.name ?? key.value) === 'defaultMessage') {
        if (value.type === 'Literal' && typeof value.value === 'string') found.push({ start: value.start, end: value.end, message: value.value });
        else if (value.type === 'TemplateLiteral' && value.expressions?.length === 0) found.push({ start: value.start, end: value.end, message: value.quasis![0].value.cooked });
      }
    }
    for (const [field, child] of Object.entries(n)) if (field !== 'type' && child && typeof child === 'object') visit(child);
  };
  visit(program);
  return found;
}

/** Replaces each literal `defaultMessage` in `code` (JavaScript) by its parsed form. */
export function compileDefaults(code: string): string | null {
  if (!code.includes('defaultMessage')) return null;
  const found = literalDefaults(parseAst(code) as unknown as Node);
  if (found.length === 0) return null;
  let out = code;
  for (const { start, end, message } of found.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, start)}${JSON.stringify(parse(message))}${out.slice(end)}`;
  }
  return out;
}

export function precompileMessages(): Plugin[] {
  return [
    {
      name: 'precompile-message-catalogs',
      apply: 'build',
      enforce: 'pre',
      transform(code, id) {
        return catalogFile.test(id.split('?')[0]) ? { code: compileCatalog(code), map: null } : null;
      },
    },
    {
      name: 'precompile-default-messages',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        if (!sourceFile.test(id.split('?')[0])) return null;
        const out = compileDefaults(code);
        return out === null ? null : { code: out, map: null };
      },
    },
    {
      name: 'leave-out-message-parser',
      apply: 'build',
      config: () => ({
        resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
      }),
    },
  ];
}
