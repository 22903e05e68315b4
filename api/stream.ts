// The /ws stream's contract: the commands a client sends (JSON text frames) and the refusals and
// endings the server answers. The server validates every frame with `clientCommand`; the browser
// builds its frames from the same types.
import { z } from 'zod';

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
export const privateChannels = ['orders', 'balances'] as const;

const channel = z.string().min(1).max(MAX_CHANNEL_LENGTH);

export const clientCommand = z.discriminatedUnion('op', [
  z.object({ op: z.literal('ping') }),
  z.object({ op: z.literal('auth'), token: z.string().min(1).max(MAX_TOKEN_LENGTH) }),
  z.object({ op: z.literal('subscribe'), channel }),
  z.object({ op: z.literal('unsubscribe'), channel }),
]);
export type ClientCommand = z.infer<typeof clientCommand>;

/**
 * What an `{ op: 'error' }` frame names: a frame that is not a valid command (`invalidInput`), a
 * binary frame (`textOnly`), a channel that does not exist, a private channel before `auth`, one
 * channel too many, or a fault of the server's (`internal`; the connection stays).
 */
export type StreamError = 'invalidInput' | 'textOnly' | 'unknownChannel' | 'loginRequired' | 'tooManyChannels' | 'internal';

/**
 * Why a connection stopped being authenticated, in `{ op: 'auth', ok: false, error }`: the token
 * is unknown, logged out or expired (`sessionInvalid`, like code 2000), or the server ended the
 * session (password changed, account disabled: `sessionEnded`, like code 1000). The private
 * channels stop at once; public ones go on.
 */
export type StreamAuthError = 'sessionInvalid' | 'sessionEnded';
