// Where each seeded text goes and the shape of one language's texts: the language files and the
// seeding both read it, so it sits apart from both.
import type { TextKind } from './content.store';

/** Where each seeded text goes. Ids 1, 3 and 5 are fixed by the footer; the rest leave room per kind. */
export const seedLayout = {
  1: { kind: 'page', sort: 1, link: '' },
  3: { kind: 'page', sort: 3, link: '' },
  5: { kind: 'page', sort: 5, link: '' },
  101: { kind: 'help', sort: 1, link: '' },
  102: { kind: 'help', sort: 2, link: '' },
  103: { kind: 'help', sort: 3, link: '' },
  104: { kind: 'help', sort: 4, link: '' },
  105: { kind: 'help', sort: 5, link: '' },
  106: { kind: 'help', sort: 6, link: '' },
  201: { kind: 'notice', sort: 1, link: '' },
  202: { kind: 'notice', sort: 2, link: '' },
  203: { kind: 'notice', sort: 3, link: '' },
  301: { kind: 'banner', sort: 1, link: '/market' },
  302: { kind: 'banner', sort: 2, link: '/help' },
  303: { kind: 'banner', sort: 3, link: '/register' },
} satisfies Record<number, { kind: TextKind; sort: number; link: string }>;

export type SeedTextId = keyof typeof seedLayout;
/** A text in one language; each string of `body` is a paragraph. */
export type SeedTexts = Record<SeedTextId, { title: string; body: string[] }>;
