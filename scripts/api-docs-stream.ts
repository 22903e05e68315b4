// The /ws section of docs/api.md, rendered from api/stream.ts: the commands (from their zod
// schemas), the error frames, the auth endings and the close codes. Pure, like api-docs-lib.
import type { z } from 'zod';
import { constraintsOf, jsonSchemaOf, typeName } from './api-docs-lib';

export interface StreamDocsInput {
  commands: readonly z.ZodObject[];
  errors: Record<string, string>;
  authErrors: Record<string, string>;
  closeCodes: Record<number, string>;
  privateChannels: readonly string[];
  maxChannels: number;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderStreamDocs(input: StreamDocsInput): string {
  const commandRows = input.commands.map((command) => {
    const schema = jsonSchemaOf(command, 'input');
    const { op, ...fields } = schema.properties ?? {};
    const shown = Object.entries(fields).map(([name, s]) => `\`${name}\`: \`${typeName(s)}\`${constraintsOf(s).length ? ` (${constraintsOf(s).join('; ')})` : ''}`);
    return `| \`${op ? typeName(op).replace(/"/g, '') : '?'}\` | ${cell(shown.join(', ') || 'none')} | ${cell(command.description ?? '')} |`;
  });
  return [
    '## The stream (/ws)',
    '',
    'A WebSocket on `/ws`. The client sends JSON text frames `{ "op": ... }`; every other frame is answered',
    'with an error frame or closes that connection, never more. Public channels: `tickers`, `ticker:<symbol>`,',
    '`depth:<symbol>` (a snapshot, then updates numbered by `seq`: a gap means resubscribe), `trades:<symbol>`,',
    `\`candles:<symbol>:<interval>\`, \`mark:<symbol>\` (a contract instrument's accepted marks and pauses). Private channels after \`auth\`: ${input.privateChannels.map((c) => `\`${c}\``).join(', ')}.`,
    `A connection holds at most ${input.maxChannels} channels.`,
    '',
    '| op | fields | answer |',
    '|---|---|---|',
    ...commandRows,
    '',
    'Error frames `{ op: "error", error }`; the connection stays:',
    '',
    '| error | when |',
    '|---|---|',
    ...Object.entries(input.errors).map(([name, when]) => `| \`${name}\` | ${cell(when)} |`),
    '',
    'Not (or no longer) authenticated, `{ op: "auth", ok: false, error }`: the answer to `auth`, or sent unasked',
    'when the session ends; the private channels stop at once, public ones go on.',
    '',
    '| error | when |',
    '|---|---|',
    ...Object.entries(input.authErrors).map(([name, when]) => `| \`${name}\` | ${cell(when)} |`),
    '',
    '| close code | when |',
    '|---|---|',
    ...Object.entries(input.closeCodes).map(([code, when]) => `| ${code} | ${cell(when)} |`),
    '',
  ].join('\n');
}
