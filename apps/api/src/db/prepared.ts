import type { Db } from './database.ts';

/**
 * A statement built and named once per database handle and reused by every request: the query builder runs
 * once, and PostgreSQL parses and plans it once per connection instead of on every call.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
