/** True when a write failed on a UNIQUE index (drizzle and @libsql/client wrap the SQLite error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes('UNIQUE constraint failed')) return true;
  }
  return false;
}
