/**
 * The lead service: database (migrated at start), outbox, request handler,
 * and, for the embedded database, the local control socket that lets
 * `npm run leads` read the inbox while the server holds the data folder.
 */
import { assembleLeads } from './assemble';
import { leadsConfig, voiceCallbackSentence, type LeadsConfig } from './config';
import { startControl } from './control';
import { openDb } from './db';
import { migrate } from './migrate';

const defaultLog = (message: string) => console.log(`[leads] ${message}`);

export async function startLeadService(config: LeadsConfig = leadsConfig(), { log = defaultLog, control = true } = {}) {
  const db = await openDb(config);
  await migrate(db);
  const { store, outbox, handle, channels, voice } = await assembleLeads(db, config, { log, wakeOutbox: true });
  const controlServer = control && db.kind === 'pglite' ? await startControl(config.dataDir, store) : null;
  // Pending notifications from before a restart go out now.
  outbox.kick();
  log(`inbox ready (${db.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}; notifications: ${channels.join(', ') || 'none configured'})`);
  log(voiceCallbackSentence(voice));
  return {
    handle,
    store,
    outbox,
    config,
    async close() {
      await outbox.stop();
      await controlServer?.close();
      await db.close();
    },
  };
}

export type LeadService = Awaited<ReturnType<typeof startLeadService>>;

/** The client address for rate limiting: X-Forwarded-For's first entry only when LEADS_TRUST_PROXY=1. */
export function clientAddress(forwardedFor: string | null | undefined, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) return (forwardedFor.split(',', 1)[0] ?? '').trim().slice(0, 64) || 'unknown';
  return socketAddress ?? 'unknown';
}
