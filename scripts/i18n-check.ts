// npm run i18n:check: the server's catalogs (api/messages) and, when present, the browser's
// (src/i18n/locales) hold every English key in all 12 languages, as valid ICU messages with the
// same placeholders, translated, and no key in both. Exits 1 listing each problem.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '../api/languages';
import { checkCatalogs, type CatalogSet } from './i18n-lib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems: string[] = [];

function readSet(dir: string): CatalogSet | null {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return null;
  const catalogs: Record<string, unknown> = {};
  for (const file of fs.readdirSync(full).filter((f) => f.endsWith('.json'))) {
    try {
      catalogs[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(full, file), 'utf8'));
    } catch (err) {
      problems.push(`${dir}/${file}: not valid JSON (${(err as Error).message})`);
    }
  }
  return { name: dir, catalogs };
}

const server = readSet('api/messages');
if (!server) problems.push('api/messages: missing');
const sets = [server, readSet('src/i18n/locales')].filter((s): s is CatalogSet => s !== null);
problems.push(...checkCatalogs(sets));

if (problems.length) {
  for (const problem of problems) console.error(`i18n: ${problem}`);
  console.error(`i18n: ${problems.length} problem(s)`);
  process.exit(1);
}
const keyCounts = sets.map((s) => `${s.name} ${Object.keys(s.catalogs.en as object).length} keys`).join(', ');
console.log(`i18n: ${languages.length} languages complete (${keyCounts})`);
