// A unique constraint refused a write (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE): a race
// lost to a concurrent writer, answered as a business failure instead of an internal error.
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
