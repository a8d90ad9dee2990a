/**
 * The SQL interface the lead service is written against, on its own so that
 * both databases depend on it one way: `db.ts` (PGlite, and the choice) and
 * `postgres.ts` (the `pg` half) import it, and neither imports the other's types.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction (COMMIT on success, ROLLBACK on a throw). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
