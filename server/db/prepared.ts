// Queries built and compiled once, then run with new values: the hot paths (every request's
// session and idempotency lookups) skip the query builder and hand the driver the same SQL text,
// so its prepared statement is found at once.
import type { Compilable, Kysely } from 'kysely';

/**
 * Compiles `build(...placeholders)` once for `db`. Each placeholder must be a value that appears
 * nowhere else in the query; at run time the values take the placeholders' positions.
 */
export function prepared<Db extends Kysely<any>, Params extends unknown[], Row>(build: (db: Db, ...params: Params) => Compilable<Row>, placeholders: Params) {
  const byDb = new WeakMap<Db, (values: Params) => Promise<Row[]>>();
  function compile(db: Db) {
    const compiled = build(db, ...placeholders).compile();
    const positions = placeholders.map((p) => compiled.parameters.indexOf(p));
    if (positions.some((at, i) => at < 0 || compiled.parameters.lastIndexOf(placeholders[i]) !== at)) {
      throw new Error(`prepared query: a placeholder is missing or repeated in ${compiled.sql}`);
    }
    return async (values: Params) => {
      const parameters = [...compiled.parameters];
      positions.forEach((at, i) => { parameters[at] = values[i]; });
      return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
    };
  }
  return (db: Db, ...values: Params): Promise<Row[]> => {
    let run = byDb.get(db);
    if (!run) { run = compile(db); byDb.set(db, run); }
    return run(values);
  };
}
