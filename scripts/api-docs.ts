// `npm run api-docs`: writes docs/api.md from api/registry.ts, and its stream section from
// api/stream.ts. `--check` compares only and exits 1 when the file is stale or missing.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { api } from '../api/registry';
import { Code, businessErrors } from '../api/codes';
import { languages } from '../api/languages';
import type { Endpoint } from '../api/endpoint';
import { renderApiDocs, type DocEndpoint } from './api-docs-lib';
import { renderStreamDocs } from './api-docs-stream';
import { clientCommand, MAX_CHANNELS_PER_CONNECTION, privateChannels, streamAuthErrors, streamCloseCodes, streamErrors } from '../api/stream';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'docs/api.md');

/** Each endpoint's area is the api/endpoints file that defines it. */
async function areasByEndpoint(): Promise<Map<Endpoint, string>> {
  const dir = path.join(root, 'api/endpoints');
  const areas = new Map<Endpoint, string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    const mod: Record<string, unknown> = await import(pathToFileURL(path.join(dir, file)).href);
    for (const group of Object.values(mod)) {
      if (!group || typeof group !== 'object') continue;
      for (const e of Object.values(group)) if (e && typeof e === 'object' && !areas.has(e as Endpoint)) areas.set(e as Endpoint, file.replace(/\.ts$/, ''));
    }
  }
  return areas;
}

const areas = await areasByEndpoint();
const endpoints: DocEndpoint[] = Object.entries(api).map(([key, endpoint]) => ({ key, endpoint, area: areas.get(endpoint) ?? 'other' }));
const messages = JSON.parse(fs.readFileSync(path.join(root, 'api/messages/en.json'), 'utf8')) as Record<string, string>;
const stream = renderStreamDocs({
  commands: clientCommand.options, errors: streamErrors, authErrors: streamAuthErrors, closeCodes: streamCloseCodes,
  privateChannels, maxChannels: MAX_CHANNELS_PER_CONNECTION,
});
const doc = `${renderApiDocs({ endpoints, codes: Code, businessErrors, messages, languages })}\n${stream}`;

if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (current !== doc) {
    process.stderr.write(`${current === null ? 'missing' : 'stale'}: docs/api.md\nRun \`npm run api-docs\` to regenerate.\n`);
    process.exit(1);
  }
  process.stdout.write(`docs/api.md is up to date (${endpoints.length} endpoints)\n`);
} else {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, doc);
  process.stdout.write(`docs/api.md: ${endpoints.length} endpoints\n`);
}
