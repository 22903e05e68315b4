// Sends new messages on the private stream channel `messages` after the transaction that wrote
// them committed: the table is its own outbox (rows with no `pushed_at`). A write nudges it; its
// job catches any row a nudge ran too early for (another connection's transaction not yet
// committed). Each frame carries the message and the user's unread count; a read sends the count.
import type { Deps } from '../../deps';
import type { StreamHub } from '../../ws/stream-hub';
import { messageViews } from './messages.service';
import { markPushed, unpushedMessages } from './messages.store';
import { unreadNews } from './messages.service';

export const MESSAGES_CHANNEL = 'messages';
const BATCH = 500;

export function createMessagePusher(deps: Pick<Deps, 'db' | 'clock' | 'log'>, hub: Pick<StreamHub, 'userListens' | 'publishToUser'>) {
  let running: Promise<void> | null = null;
  let again = false;
  // After stop no push starts: the database is about to close.
  let stopped = false;
  const nudges = new Set<ReturnType<typeof setTimeout>>();

  async function pushOnce(): Promise<number> {
    const rows = await unpushedMessages(deps.db, BATCH);
    const listening = rows.filter((r) => hub.userListens(r.user_id, MESSAGES_CHANNEL));
    const views = new Map((await messageViews(deps.db, listening)).map((v) => [v.id, v]));
    const counts = new Map<string, number>();
    for (const r of listening) {
      if (!counts.has(r.user_id)) counts.set(r.user_id, (await unreadNews(deps, r.user_id)).unread);
      hub.publishToUser(r.user_id, MESSAGES_CHANNEL, { channel: MESSAGES_CHANNEL, data: { message: views.get(r.id), unread: counts.get(r.user_id) } });
    }
    await markPushed(deps.db, rows.map((r) => r.id), deps.clock.now());
    return rows.length;
  }

  /** Pushes every unpushed message; runs one at a time, and once more if asked while running. */
  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) { again = true; return running; }
    running = (async () => {
      try {
        do { again = false; while ((await pushOnce()) === BATCH); } while (again);
      } catch (err) {
        deps.log.warn({ err }, 'message push failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    flush,
    /** Soon after a write: by then the writing transaction has usually committed. */
    nudge() {
      if (stopped) return;
      const t = setTimeout(() => { nudges.delete(t); void flush(); }, 20);
      nudges.add(t);
    },
    /** Cancels the pending nudges and waits for a push under way. */
    async stop() {
      stopped = true;
      for (const t of nudges) clearTimeout(t);
      nudges.clear();
      await running;
    },
    /** The user's unread count to their connections (after a read). */
    async publishUnread(userId: string) {
      if (!hub.userListens(userId, MESSAGES_CHANNEL)) return;
      hub.publishToUser(userId, MESSAGES_CHANNEL, { channel: MESSAGES_CHANNEL, data: { message: null, unread: (await unreadNews(deps, userId)).unread } });
    },
  };
}

export type MessagePusher = ReturnType<typeof createMessagePusher>;
