// Multi-row inserts (server/db/bulk.ts `insertRows`): every row lands with its own values in the
// caller's transaction, and a row of the wrong width fails the call before the transaction commits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, type RowShape } from '../../server/db/bulk';
import { startTestServer, type TestServer } from './harness';

const EVENT: RowShape<'lifecycle_events'> = {
  table: 'lifecycle_events', columns: ['id', 'entity_type', 'entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'],
};

describe('insertRows', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.stop(); });
  const stored = (type: string) => server.platform.deps.db.selectFrom('lifecycle_events').select(['entity_id', 'reason', 'at'])
    .where('entity_type', '=', type).orderBy('entity_id').execute();

  it('writes every row with its own values, more rows than one statement of either database takes', async () => {
    const d = server.platform.deps;
    const rows = Array.from({ length: 5_001 }, (_, k) => [`bulk_${String(k).padStart(5, '0')}`, 'test.bulk', `e${String(k).padStart(5, '0')}`, null, 'open', 'PLACED', 'test', k % 2 ? null : `r${k}`, BigInt(k)]);
    await d.db.transaction().execute((trx) => insertRows(trx, d.dialect, EVENT, rows));
    const got = await stored('test.bulk');
    expect(got).toHaveLength(5_001);
    for (const k of [0, 1, 4_096, 5_000]) expect([got[k].entity_id, got[k].reason, Number(got[k].at)]).toEqual([`e${String(k).padStart(5, '0')}`, k % 2 ? null : `r${k}`, k]);
  });

  it('refuses a row of the wrong width, and its transaction keeps none of the rows', async () => {
    const d = server.platform.deps;
    const rows: unknown[][] = [['bulkw_1', 'test.width', 'e1', null, 'open', 'PLACED', 'test', null, 1n], ['bulkw_2', 'test.width', 'e2', null, 'open', 'PLACED', 'test', 2n]];
    await expect(d.db.transaction().execute((trx) => insertRows(trx, d.dialect, EVENT, rows))).rejects.toThrow(/values for 9 columns/);
    expect(await stored('test.width')).toEqual([]);
  });
});
