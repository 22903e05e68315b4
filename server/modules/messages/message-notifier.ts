// The one call other modules make: `deps.messages.notify(trx, userId, kind, params)` writes the
// message in the transaction of the decision it tells of, so a decision that rolls back leaves no
// message. It goes out on the stream after commit (message-pusher.ts reads the unpushed rows).
import type { Transaction } from 'kysely';
import type { MessageKind, MessageParams } from '../../../api/endpoints/messages';
import { messageLifecycle } from '../../../api/lifecycles/message.lifecycle';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { insertMessage } from './messages.store';
import { insertRows, type RowShape } from '../../db/bulk';

const MESSAGE_ROW: RowShape<'messages'> = { table: 'messages', columns: ['id', 'user_id', 'kind', 'params', 'state', 'created_at'] };

export const initialMessageState = messageLifecycle.config.initial as string;

export function createMessageNotifier(deps: Pick<Deps, 'clock' | 'ids' | 'dialect'>) {
  let written: () => void = () => {};
  return {
    async notify(trx: Transaction<Database>, userId: string, kind: MessageKind, params: MessageParams) {
      await insertMessage(trx, { id: deps.ids.next('ms'), userId, kind, params: JSON.stringify(params), state: initialMessageState, now: deps.clock.now() });
      written();
    },
    /** Many messages in a few statements (an allocation tells every subscriber of a project). */
    async notifyAll(trx: Transaction<Database>, items: { userId: string; kind: MessageKind; params: MessageParams }[]) {
      if (!items.length) return;
      const now = BigInt(deps.clock.now());
      await insertRows(trx, deps.dialect, MESSAGE_ROW, items.map((m) => [deps.ids.next('ms'), m.userId, m.kind, JSON.stringify(m.params), initialMessageState, now]));
      written();
    },
    /** Called after each write (the pusher looks soon after; its own job catches what it missed). */
    onWritten(listener: () => void) { written = listener; },
  };
}

export type MessageNotifier = ReturnType<typeof createMessageNotifier>;
/** Amount parameter: minor units of an asset, shown in the asset's scale. */
export const amountParam = (minor: bigint, asset: string) => ({ minor: minor.toString(), asset });
