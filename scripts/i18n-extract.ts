// Writes the English UI catalog, src/i18n/locales/en.json, from the messages in the source
// (every `id` with its English `defaultMessage`), with sorted keys. Fails when a UI key uses a
// prefix of the server catalog (api/messages), since both are merged into one set of messages.
//   npx tsx scripts/i18n-extract.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'src/i18n/locales/en.json');
const serverCatalog = path.join(root, 'api/messages/en.json');

function extract(): Record<string, string> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-extract-'));
  const outFile = path.join(tmp, 'messages.json');
  try {
    const cli = path.join(root, 'node_modules/.bin/formatjs');
    // Not `--throws`: a call that says a server key held in a variable (`error.*`) is reported
    // and skipped; those messages live in the server catalog, not here.
    execFileSync(cli, ['extract', 'src/**/*.{ts,tsx}', '--format', 'simple', '--out-file', outFile], { cwd: root, stdio: 'inherit' });
    return JSON.parse(fs.readFileSync(outFile, 'utf8'));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Prefixes the server catalog owns, including ones it has not used yet. */
const serverOwned = ['error', 'success', 'mail', 'field', 'security'];

function serverPrefixes(): Set<string> {
  const keys = Object.keys(JSON.parse(fs.readFileSync(serverCatalog, 'utf8')));
  return new Set([...serverOwned, ...keys.map((key) => key.split('.')[0])]);
}

const messages = extract();
const reserved = serverPrefixes();
const clashes = Object.keys(messages).filter((key) => reserved.has(key.split('.')[0]));
if (clashes.length > 0) {
  console.error(`These UI keys use a prefix of the server catalog (${[...reserved].join(', ')}):\n  ${clashes.join('\n  ')}`);
  process.exit(1);
}

const sorted = Object.fromEntries(Object.keys(messages).sort().map((key) => [key, messages[key]]));
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} messages written to ${path.relative(root, target)}`);
