// A write refused by a unique index (SQLSTATE 23505), as node-postgres and PGlite report it (Drizzle wraps it in
// `cause`): the caller turns a race it lost into the refusal the person reads.

/** True for a unique violation of `constraint` (or of any, when the driver does not name it). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const found = cause as { code?: string; constraint?: string } | null;
  return found?.code === '23505' && (found.constraint === undefined || found.constraint === constraint);
}
