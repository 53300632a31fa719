/**
 * Whether a scope check's column (`ve`, `visible`: the record is in the caller's work centres)
 * says yes: PostgreSQL answers a boolean, SQLite 1 or 0.
 */
export const isVisible = (v: unknown): boolean => v === true || Number(v) === 1
