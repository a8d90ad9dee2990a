/**
 * A PostgreSQL server through `pg` (DATABASE_URL), on its own so that the
 * serverless hosts (lib/leads/hosts/) bundle it without the embedded database.
 */
import type { Db } from './db-types';

export async function openPostgres(url: string, { max = 10 } = {}): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped idle connection must not crash the process.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async <T,>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[] });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

