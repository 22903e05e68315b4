// The content every deployment starts with, in all 12 languages: the footer pages (1 company
// profile, 3 user agreement, 5 privacy policy), help articles, notices and home banners. It states
// only what is true of this software; numbers that change are placeholders ({assets},
// {languages}) and the site name and support address come from settings ({site},
// {support_email}). Seeding adds missing rows only, so it runs on every start and never undoes
// an operator's edit. Bodies are plain text; a blank line separates paragraphs.
import { languages, type Lang } from '../../../api/languages';
import type { Deps } from '../../deps';
import { insertMissingTexts, type TextKind } from './content.store';
import { en } from './seed-texts/en';
import { pl } from './seed-texts/pl';
import { es } from './seed-texts/es';
import { fr } from './seed-texts/fr';
import { de } from './seed-texts/de';
import { jp } from './seed-texts/jp';
import { ar } from './seed-texts/ar';
import { kr } from './seed-texts/kr';
import { th } from './seed-texts/th';
import { vn } from './seed-texts/vn';
import { zh } from './seed-texts/zh';
import { tw } from './seed-texts/tw';

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

export const seedTexts: Record<Lang, SeedTexts> = { en, pl, es, fr, de, jp, ar, kr, th, vn, zh, tw };

export async function seedContent(deps: Deps): Promise<void> {
  const now = BigInt(deps.clock.now());
  for (const lang of languages) {
    const rows = Object.entries(seedLayout).map(([id, place]) => {
      const text = seedTexts[lang][Number(id) as SeedTextId];
      return {
        id: BigInt(id), lang, kind: place.kind, title: text.title, body: text.body.join('\n\n'),
        link: place.link, sort: BigInt(place.sort), updated_at: now, updated_by: 'seed',
      };
    });
    await insertMissingTexts(deps.db, rows);
  }
}
