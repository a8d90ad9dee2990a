// `npm run leads`: the stored leads as CSV on stdout (UTF-8, one line per lead).
// `npm run leads -- --purge-older-than 365`: deletes leads older than that many days.
// `npm run leads -- --migrate`: applies pending migrations (under the advisory lock) and says which,
// e.g. against a serverless host's DATABASE_URL before its first request.
// PostgreSQL (DATABASE_URL) is opened directly; the embedded database is asked
// through the running service's socket (lib/leads/control.ts), or opened here
// when no service runs.
import { importTs } from '../lib/load-ts.mjs';

const args = process.argv.slice(2);
const migrateOnly = args.includes('--migrate');
const purgeAt = args.indexOf('--purge-older-than');
const purgeDays = purgeAt >= 0 ? Number(args[purgeAt + 1]) : null;
if (purgeAt >= 0 && (!Number.isFinite(purgeDays) || purgeDays < 0)) {
  console.error('Usage: npm run leads [-- --purge-older-than DAYS | --migrate]');
  process.exit(2);
}

const { leadsConfig } = await importTs('lib/leads/config.ts');
const config = leadsConfig();

async function direct() {
  const { openDb } = await importTs('lib/leads/db.ts');
  const { migrate } = await importTs('lib/leads/migrate.ts');
  const { createStore } = await importTs('lib/leads/store.ts');
  const { leadsCsv } = await importTs('lib/leads/csv.ts');
  const { allLeadFields } = await importTs('lib/leads/handler.ts');
  const db = await openDb(config);
  try {
    const applied = await migrate(db);
    if (migrateOnly) return JSON.stringify({ applied });
    const store = createStore(db);
    if (purgeDays !== null) return JSON.stringify({ deleted: await store.purgeOlderThan(purgeDays) });
    return leadsCsv(await store.list(), allLeadFields);
  } finally {
    await db.close();
  }
}

let result = null;
if (!config.databaseUrl && !migrateOnly) {
  const { askControl } = await importTs('lib/leads/control.ts');
  result = await askControl(config.dataDir, purgeDays !== null ? 'POST' : 'GET', purgeDays !== null ? `/purge?days=${purgeDays}` : '/leads.csv');
}
result ??= await direct();

if (migrateOnly) {
  const { applied } = JSON.parse(result);
  console.error(applied.length ? `Applied ${applied.join(', ')}.` : 'The database is up to date.');
} else if (purgeDays !== null) {
  const { deleted } = JSON.parse(result);
  console.error(`Deleted ${deleted} lead${deleted === 1 ? '' : 's'} older than ${purgeDays} days.`);
} else {
  process.stdout.write(result);
}
