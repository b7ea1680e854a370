/**
 * The statements that PostgreSQL is asked to prepare once per connection, by name, instead of
 * parsing and planning them on every run: the precompiled ones, whose text is fixed and few.
 */
const names = new Map<string, string>();

/** Marks a statement's text to be prepared by name. */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `statement_${names.size + 1}`);
}

/** The name a statement is prepared under, if it is one of those. */
export const statementName = (sql: string): string | undefined => names.get(sql);
