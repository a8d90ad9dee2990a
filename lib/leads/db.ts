/**
 * One small SQL interface over two databases: the embedded PGlite (default,
 * a folder on disk) and a PostgreSQL server through `pg` (DATABASE_URL).
 * Both speak the same SQL, so the store and the migrations are written once.
 */
import { mkdirSync } from 'node:fs';
import type { LeadsConfig } from './config';
import type { Db } from './db-types';
import { NoDurableDatabase, serverlessHost } from './hosts/env';
import { openPostgres } from './postgres';

export { openPostgres };
export type { Db, Queryable } from './db-types';

export async function openPglite(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    transaction: (fn) => pg.transaction((tx) => fn({ query: async <T,>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows })),
    async exec(sql) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}

/**
 * PostgreSQL with DATABASE_URL, else the embedded database, which is refused on
 * a serverless runtime (its disk does not outlive the function).
 */
export function openDb(config: Pick<LeadsConfig, 'databaseUrl' | 'dataDir'>, env: Record<string, string | undefined> = process.env): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const host = serverlessHost(env);
  if (host) return Promise.reject(new NoDurableDatabase(host));
  return openPglite(config.dataDir);
}
