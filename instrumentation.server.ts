// Server mode only (the `.server.ts` page extension exists only when NEXT_OUTPUT=server):
// opens the lead inbox while `next start` starts (PGlite needs a few seconds on
// first open), so the first visitor's form does not wait for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { leadService } = await import('./lib/leads/next');
  // Not awaited: the server answers pages meanwhile; a failure is retried by the first request (500 until then).
  leadService().catch(() => undefined);
}
