/** whether a failed insert broke a unique index (SQLite and PostgreSQL say it in their own words) */
export const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));
