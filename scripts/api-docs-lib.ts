// Renders docs/api.md from the contract: the wire's conventions and codes, then one section per
// endpoint with its params (from the zod schemas via z.toJSONSchema) and the shape of its data.
// Pure: the caller passes the endpoints, codes and messages in.
import { z } from 'zod';
import type { Endpoint } from '../api/endpoint';

export interface DocEndpoint {
  /** The registry key (the name browser callers use). */
  key: string;
  /** The contract file it comes from, e.g. `auth`; sections are grouped by it. */
  area: string;
  endpoint: Endpoint;
}

export interface ApiDocsInput {
  endpoints: DocEndpoint[];
  /** The spec's codes: ok, quiet, sessionEnded, sessionInvalid. */
  codes: Record<string, number>;
  businessErrors: Record<string, number>;
  /** English messages by key (`error.<name>`, `success.<name>`). */
  messages: Record<string, string>;
  languages: readonly string[];
}

type Schema = {
  type?: string | string[]; enum?: unknown[]; const?: unknown; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[];
  items?: Schema; prefixItems?: Schema[]; $ref?: string; properties?: Record<string, Schema>; required?: string[]; additionalProperties?: Schema | boolean;
  minLength?: number; maxLength?: number; pattern?: string; format?: string; minimum?: number; maximum?: number;
  exclusiveMinimum?: number; exclusiveMaximum?: number; minItems?: number; maxItems?: number; default?: unknown;
  description?: string;
};

/** The JSON Schema of one side of a zod schema; anything it cannot express becomes `{}`. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Schema {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema;
  } catch {
    return {};
  }
}

const isSafeBound = (n: number | undefined) => n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER;

/** A TypeScript-like name for a schema, on one line. Objects are written inline. */
export function typeName(s: Schema): string {
  if (s.$ref) return s.$ref.split('/').pop() ?? 'unknown';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map(typeName).join(' | ');
  if (Array.isArray(s.type)) return s.type.join(' | ');
  switch (s.type) {
    case 'array': {
      if (s.prefixItems) return `[${s.prefixItems.map(typeName).join(', ')}]`;
      const item = s.items ? typeName(s.items) : 'unknown';
      return /[|{ ]/.test(item) ? `Array<${item}>` : `${item}[]`;
    }
    case 'object': {
      if (s.properties && Object.keys(s.properties).length) {
        return `{ ${Object.entries(s.properties).map(([k, v]) => `${k}${s.required?.includes(k) ? '' : '?'}: ${typeName(v)}`).join('; ')} }`;
      }
      if (s.additionalProperties && typeof s.additionalProperties === 'object') return `Record<string, ${typeName(s.additionalProperties)}>`;
      return 'object';
    }
    case undefined:
      return 'unknown';
    default:
      return s.type;
  }
}

/** The rules a value must meet, in words. */
export function constraintsOf(s: Schema): string[] {
  const out: string[] = [];
  if (s.minLength !== undefined && s.maxLength !== undefined) out.push(`${s.minLength}–${s.maxLength} characters`);
  else if (s.minLength !== undefined) out.push(`at least ${s.minLength} character${s.minLength === 1 ? '' : 's'}`);
  else if (s.maxLength !== undefined) out.push(`at most ${s.maxLength} characters`);
  if (s.pattern) out.push(`matches \`${s.pattern}\``);
  if (s.format) out.push(`format ${s.format}`);
  if (isSafeBound(s.minimum)) out.push(`≥ ${s.minimum}`);
  if (isSafeBound(s.exclusiveMinimum)) out.push(`> ${s.exclusiveMinimum}`);
  if (isSafeBound(s.maximum)) out.push(`≤ ${s.maximum}`);
  if (isSafeBound(s.exclusiveMaximum)) out.push(`< ${s.exclusiveMaximum}`);
  if (s.minItems !== undefined) out.push(`at least ${s.minItems} items`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems} items`);
  if (s.default !== undefined) out.push(`default \`${JSON.stringify(s.default)}\``);
  return out;
}

/** Markdown table cells cannot hold `|` or line breaks. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function paramsTable(params: z.ZodType): string {
  const schema = jsonSchemaOf(params, 'input');
  const props = Object.entries(schema.properties ?? {});
  if (!props.length) return 'Params: none besides `token`, `lang` and `rtoken`.';
  const rows = props.map(([name, p]) => {
    const required = schema.required?.includes(name) ? 'yes' : 'no';
    return `| \`${name}\` | ${cell(`\`${typeName(p)}\``)} | ${required} | ${cell(constraintsOf(p).join('; '))} | ${cell(p.description ?? '')} |`;
  });
  return ['| param | type | required | constraints | description |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The data as a TypeScript-like shape, one field a line, with descriptions as comments. */
export function dataShape(data: z.ZodType): string {
  const lines: string[] = [];
  const comment = (s: Schema) => {
    const notes = [s.description, s.pattern && !s.description ? `matches ${s.pattern}` : undefined].filter(Boolean);
    return notes.length ? `  // ${notes.join('; ')}` : '';
  };
  const write = (s: Schema, indent: string, prefix: string, suffix: string) => {
    if (s.type === 'object' && s.properties && Object.keys(s.properties).length) {
      lines.push(`${indent}${prefix}{${comment(s)}`);
      for (const [k, v] of Object.entries(s.properties)) write(v, `${indent}  `, `${k}${s.required?.includes(k) ? '' : '?'}: `, ';');
      lines.push(`${indent}}${suffix}`);
    } else if (s.type === 'array' && s.items?.type === 'object' && s.items.properties) {
      lines.push(`${indent}${prefix}Array<{${comment(s)}`);
      for (const [k, v] of Object.entries(s.items.properties)) write(v, `${indent}  `, `${k}${s.items.required?.includes(k) ? '' : '?'}: `, ';');
      lines.push(`${indent}}>${suffix}`);
    } else {
      lines.push(`${indent}${prefix}${typeName(s)}${suffix}${comment(s)}`);
    }
  };
  write(jsonSchemaOf(data, 'output'), '', '', '');
  return lines.join('\n');
}

function endpointSection(d: DocEndpoint, messages: Record<string, string>): string {
  const e = d.endpoint;
  const idempotent = e.idempotent ?? e.method === 'POST';
  const facts = [
    `\`${e.method} /${e.name}\``,
    `access: **${e.access}**`,
    `caller \`api.${d.key}\``,
    idempotent ? 'replayed by `rtoken`' : 'not replayed',
    ...(e.demoOnly ? ['**demo only** (exists when `DEMO=1`)'] : []),
  ];
  const out = [`### ${e.name}`, '', facts.join(' · '), '', e.summary, ''];
  if (e.note) out.push(`> Note: ${e.note}`, '');
  if (e.successMessage) out.push(`On success the message is "${messages[e.successMessage] ?? e.successMessage}" (\`${e.successMessage}\`).`, '');
  out.push(paramsTable(e.params), '', 'Data:', '', '```ts', dataShape(e.data), '```', '');
  return out.join('\n');
}

export function renderApiDocs(input: ApiDocsInput): string {
  const { codes, businessErrors, messages, endpoints } = input;
  const msg = (key: string) => messages[key] ?? '';
  const areas = [...new Set(endpoints.map((d) => d.area))];
  const out = [
    '# The wire',
    '',
    'Generated by `npm run api-docs` from `api/registry.ts`, `api/codes.ts` and `api/messages/en.json`; do not',
    'edit by hand. `npm run api-docs:check` fails when this file is stale.',
    '',
    '## Conventions',
    '',
    '- Every call is `GET` or `POST` on `/web/<name>` (paths below). `GET` sends query parameters; `POST` sends',
    '  `application/x-www-form-urlencoded` (multipart only for uploads).',
    '- Every request carries `token` (the session token; empty when logged out), `lang` (one of',
    `  ${input.languages.map((l) => `\`${l}\``).join(', ')}) and \`rtoken\`, a random string of 6 to 16 characters`,
    '  (letters, digits, `_`, `-`).',
    '- `rtoken` is the idempotency key of a state-changing call: the same user (or, logged out, the same',
    '  address), path and `rtoken` within 24 hours returns the first answer and changes nothing. Calls marked',
    '  "not replayed" below are exempt.',
    '- Every answer is HTTP 200 with the envelope `{ code, message, data }`, unless the request never reached',
    '  the application. `message` is already translated into the request\'s `lang`.',
    '- Access: **public** calls need no token; **user** calls need a valid session token; **operator** calls',
    '  belong to the operator console.',
    '- Invalid params change nothing and answer the business code of the first problem, with `data.field`',
    '  naming the field.',
    '',
    '## Codes',
    '',
    '| code | meaning | client behaviour |',
    '|---|---|---|',
    `| ${codes.ok} | success | \`message\`, when not empty, is shown as a success toast; \`data\` is returned |`,
    `| ${codes.quiet} | quiet | \`data\` is returned; nothing is shown |`,
    `| ${codes.sessionEnded} | session ended: ${cell(msg('error.sessionEnded'))} | logged out after \`data.delay\` seconds (default 2), then the page reloads |`,
    `| ${codes.sessionInvalid} | session invalid: ${cell(msg('error.sessionInvalid'))} | a dialog shows the message with "Login again" and "Back" |`,
    '| any other | a business error (below) | `message` is shown as a warning toast and the call is rejected |',
    '',
    '### Business codes',
    '',
    'The message is `error.<name>` in `api/messages/<lang>.json`; here in English.',
    '',
    '| code | name | message |',
    '|---|---|---|',
    ...Object.entries(businessErrors)
      .sort(([, a], [, b]) => a - b)
      .map(([name, code]) => `| ${code} | \`${name}\` | ${cell(msg(`error.${name}`))} |`),
    '',
    '## Endpoints',
    '',
  ];
  for (const area of areas) {
    out.push(`- **${area}**: ${endpoints.filter((d) => d.area === area).map((d) => `[${d.endpoint.name}](#${anchor(d.endpoint.name)})`).join(', ')}`);
  }
  out.push('');
  for (const area of areas) {
    out.push(`## ${area}`, '');
    for (const d of endpoints.filter((x) => x.area === area)) out.push(endpointSection(d, messages));
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** GitHub's heading anchor: lower case, punctuation other than `-` and `_` dropped. */
export const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
