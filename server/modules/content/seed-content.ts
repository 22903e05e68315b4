// The content every deployment starts with, in all 12 languages: the footer pages (1 company
// profile, 3 user agreement, 5 privacy policy), help articles, notices and home banners. It states
// only what is true of this software; numbers that change are placeholders ({assets},
// {languages}) and the site name and support address come from settings ({site},
// {support_email}). Seeding adds missing rows only, so it runs on every start and never undoes
// an operator's edit. Bodies are plain text; a blank line separates paragraphs.
import { languages, type Lang } from '../../../api/languages';
import type { Deps } from '../../deps';
import { insertMissingTexts } from './content.store';
import { seedLayout, type SeedTextId, type SeedTexts } from './seed-layout';
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

export const seedTexts: Record<Lang, SeedTexts> = { en, pl, es, fr, de, jp, ar, kr, th, vn, zh, tw };

export async function seedContent(deps: Pick<Deps, 'db' | 'clock'>): Promise<void> {
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
