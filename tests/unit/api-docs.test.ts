// docs/api.md rendering, on a tiny contract of its own.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, emailText } from '../../api/endpoint';
import { renderApiDocs, typeName, constraintsOf, jsonSchemaOf, type ApiDocsInput } from '../../scripts/api-docs-lib';

const sendGreeting = endpoint({
  name: 'web/sendGreeting', method: 'POST', access: 'user', demoOnly: true,
  summary: 'Send a greeting to a friend.',
  note: 'Exists to test the docs.',
  successMessage: 'success.sent',
  params: z.object({
    email: emailText(),
    times: z.coerce.number().int().min(1).max(3).default(1),
    tone: z.enum(['warm', 'formal']).describe('how it reads'),
    signature: z.string().max(40).optional(),
  }),
  data: z.object({
    id: z.string().describe('greeting id'),
    sent_at: z.number().int().nullable(),
    copies: z.array(z.object({ to: z.string(), amount: z.string().regex(/^\d+$/) })),
  }),
});

const ping = endpoint({
  name: 'web/ping', method: 'GET', access: 'public', summary: 'Is the platform up?',
  params: z.object({}), data: z.null(),
});

const input: ApiDocsInput = {
  endpoints: [
    { key: 'sendGreeting', area: 'social', endpoint: sendGreeting },
    { key: 'ping', area: 'content', endpoint: ping },
  ],
  codes: { ok: 0, quiet: 7, sessionEnded: 1000, sessionInvalid: 2000 },
  businessErrors: { tooLoud: 4301, invalidInput: 4000 },
  messages: {
    'error.invalidInput': 'Please check {field}',
    'error.tooLoud': 'Too loud | calm down',
    'error.sessionEnded': 'Session ended',
    'error.sessionInvalid': 'Session invalid',
    'success.sent': 'Greeting sent',
  },
  languages: ['en', 'ar'],
};

describe('api docs', () => {
  const doc = renderApiDocs(input);

  it('states the envelope, the spec codes and the business codes in order with their messages', () => {
    expect(doc).toContain('`{ code, message, data }`');
    expect(doc).toContain('| 1000 | session ended: Session ended |');
    expect(doc).toContain('| 2000 | session invalid: Session invalid |');
    expect(doc).toContain('`lang` (one of\n  `en`, `ar`)');
    expect(doc.indexOf('| 4000 | `invalidInput` | Please check {field} |')).toBeLessThan(doc.indexOf('| 4301 | `tooLoud` | Too loud \\| calm down |'));
  });

  it('gives each endpoint its method, path, access, flags, summary, note and success message', () => {
    expect(doc).toContain('### web/sendGreeting\n\n`POST /web/sendGreeting` · access: **user** · caller `api.sendGreeting` · replayed by `rtoken` · **demo only** (exists when `DEMO=1`)');
    expect(doc).toContain('Send a greeting to a friend.\n\n> Note: Exists to test the docs.');
    expect(doc).toContain('On success the message is "Greeting sent" (`success.sent`).');
    expect(doc).toContain('`GET /web/ping` · access: **public** · caller `api.ping` · not replayed\n');
    expect(doc).toContain('Params: none besides `token`, `lang` and `rtoken`.');
  });

  it('derives params with type, required flag and constraints from the schema', () => {
    expect(doc).toContain('| `email` | `string` | yes | at most 254 characters; matches');
    expect(doc).toContain('| `times` | `integer` | no | ≥ 1; ≤ 3; default `1` |  |');
    expect(doc).toContain('| `tone` | `"warm" \\| "formal"` | yes |  | how it reads |');
    expect(doc).toContain('| `signature` | `string` | no | at most 40 characters |  |');
  });

  it('writes the data shape field by field', () => {
    expect(doc).toContain([
      '```ts',
      '{',
      '  id: string;  // greeting id',
      '  sent_at: integer | null;',
      '  copies: Array<{',
      '    to: string;',
      '    amount: string;  // matches ^\\d+$',
      '  }>;',
      '}',
      '```',
    ].join('\n'));
    expect(doc).toContain('Data:\n\n```ts\nnull\n```');
  });

  it('groups endpoints by area in the order they come and links each one', () => {
    expect(doc.indexOf('## social')).toBeLessThan(doc.indexOf('## content'));
    expect(doc).toContain('- **social**: [web/sendGreeting](#websendgreeting)');
  });

  it('is deterministic', () => {
    expect(renderApiDocs(input)).toBe(doc);
    expect(doc.endsWith('\n')).toBe(true);
  });

  it('names types and constraints from JSON Schema', () => {
    expect(typeName({ type: 'array', items: { type: 'string' } })).toBe('string[]');
    expect(typeName({ type: 'object', additionalProperties: { type: 'boolean' } })).toBe('Record<string, boolean>');
    expect(typeName(jsonSchemaOf(z.array(z.tuple([z.string(), z.number()])), 'output'))).toBe('Array<[string, number]>');
    expect(constraintsOf(jsonSchemaOf(z.string().min(2).max(5), 'input'))).toEqual(['2–5 characters']);
  });
});
