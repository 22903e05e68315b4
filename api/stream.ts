// The /ws stream's contract: the commands a client sends (JSON text frames), the refusals and
// endings the server answers, and its limits. The server validates every frame with
// `clientCommand`; the browser builds its frames from the same types; docs/api.md lists them.
import { z } from 'zod';
import { SUPPORT_STAFF_ROLES } from './support-rules';

/** The longest channel name the stream knows (`candles:<symbol>:<interval>`), with room to spare. */
export const MAX_CHANNEL_LENGTH = 64;
/** A session token is 43 characters; anything much longer is not one. */
export const MAX_TOKEN_LENGTH = 128;
/** The largest frame a client may send; a larger one closes the connection with 1009. */
export const MAX_CLIENT_FRAME_BYTES = 4096;
/** Channels one connection may hold at once. */
export const MAX_CHANNELS_PER_CONNECTION = 100;
/** Frames one connection may send at once, and per second after that; past them it is closed with 1008. */
export const FRAME_BURST = 200;
export const FRAMES_PER_SECOND = 20;
export const privateChannels = ['orders', 'balances', 'positions', 'support', 'messages'] as const;
/** Channels of the operator console, opened by `opsAuth` with an operator session of a role that may follow them. */
export const operatorChannels = { 'ops:support': SUPPORT_STAFF_ROLES } as const;
export type OperatorChannel = keyof typeof operatorChannels;

const channel = z.string().min(1).max(MAX_CHANNEL_LENGTH);

export const clientCommand = z.discriminatedUnion('op', [
  z.object({ op: z.literal('ping') }).describe('answered `{ op: "pong" }`'),
  z.object({ op: z.literal('auth'), token: z.string().min(1).max(MAX_TOKEN_LENGTH) })
    .describe('opens the private channels; answered `{ op: "auth", ok }` (with `error` when refused)'),
  z.object({ op: z.literal('opsAuth'), token: z.string().min(1).max(MAX_TOKEN_LENGTH) })
    .describe('opens the operator channels the operator\'s role may follow; answered `{ op: "opsAuth", ok }` (with `error` when refused)'),
  z.object({ op: z.literal('subscribe'), channel }).describe('answered `{ op: "subscribed", channel }`, then the channel\'s messages'),
  z.object({ op: z.literal('unsubscribe'), channel }).describe('answered `{ op: "unsubscribed", channel }`'),
]);
export type ClientCommand = z.infer<typeof clientCommand>;

/** What an `{ op: 'error', error }` frame names; the connection stays open. */
export const streamErrors = {
  invalidInput: 'the frame is not one of the commands (any other JSON value, wrong types, unknown `op`)',
  textOnly: 'a binary frame: commands are JSON text',
  unknownChannel: 'no such channel (the frame names it in `channel`)',
  loginRequired: 'a private channel before a successful `auth`, or an operator channel before an `opsAuth` of a role that may follow it',
  tooManyChannels: `the connection already holds ${MAX_CHANNELS_PER_CONNECTION} channels`,
  internal: 'a fault of the server\'s on this frame',
} as const;
export type StreamError = keyof typeof streamErrors;

/**
 * Why a connection is not (or no longer) authenticated, in `{ op: 'auth', ok: false, error }`. It
 * comes as the answer to `auth`, or unasked at the moment the session ends: the private channels
 * stop at once, public ones go on, and the client should ask the session (HTTP answers 2000 or 1000).
 */
export const streamAuthErrors = {
  sessionInvalid: 'the token is unknown, logged out or expired (like code 2000)',
  sessionEnded: 'the server ended the session: password changed or reset, account disabled (like code 1000)',
} as const;
export type StreamAuthError = keyof typeof streamAuthErrors;

/** The close codes the server ends a connection with, for what the client sent. */
export const streamCloseCodes = {
  1007: 'a text frame that is not UTF-8',
  1008: `more frames than the budget (${FRAME_BURST} at once, then ${FRAMES_PER_SECOND} a second)`,
  1009: `a frame larger than ${MAX_CLIENT_FRAME_BYTES} bytes`,
} as const;
