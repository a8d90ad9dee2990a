/**
 * Versioned schema migrations: lib/leads/migrations/NNNN_name.sql, applied in
 * order at start, each once, each in its own transaction, recorded in
 * schema_migrations. An advisory lock keeps two servers starting at once
 * from applying the same file twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';

/** The migrations folder (the service runs from the project root: npm start, next start, npm run leads). */
export const MIGRATIONS_DIR = join(process.cwd(), 'lib', 'leads', 'migrations');

export function migrationFiles(dir = MIGRATIONS_DIR): Migration[] {
  // Read at run time from the project folder (not traced into a server bundle).
  return readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(/*turbopackIgnore: true*/ join(/*turbopackIgnore: true*/ dir, name), 'utf8') }));
}

const LOCK_ID = 7_131_301;

export interface Migration {
  version: string;
  sql: string;
}

/**
 * Applies pending migrations; returns the versions applied now. `source` is the
 * folder, or the files themselves where a bundle has no folder to read
 * (the serverless hosts: lib/leads/migrations/bundled.ts).
 */
export async function migrate(db: Db, source: string | readonly Migration[] = MIGRATIONS_DIR): Promise<string[]> {
  const files = typeof source === 'string' ? migrationFiles(source) : source;
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    for (const file of files) {
      if (done.has(file.version)) continue;
      for (const statement of splitSql(file.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file.version]);
      applied.push(file.version);
    }
  });
  return applied;
}

/** Statements of a migration file (split on ; at line ends; comments dropped). Files keep to plain DDL. */
export function splitSql(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
