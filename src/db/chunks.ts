/**
 * Splits the rows of one large write into statements of at most `size` rows: SQLite binds at most
 * 32,766 values in one statement, PostgreSQL 65,535.
 */
export function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}
