/** The lead service for server mode: one instance per `next start` process. */
import { NoDurableDatabase, storageUnavailable } from './hosts/env';
import { clientAddress, startLeadService, type LeadService } from './service';

const global = globalThis as typeof globalThis & { __leadService?: Promise<LeadService>; __leadServiceRefused?: boolean };

export function leadService(): Promise<LeadService> {
  global.__leadService ??= startLeadService().catch((error) => {
    global.__leadService = undefined;
    throw error;
  });
  return global.__leadService;
}

/**
 * `next start` fills X-Forwarded-For with the socket address when the client
 * sent none; without LEADS_TRUST_PROXY the last entry (the closest hop) counts.
 */
export async function handleNextRequest(request: Request): Promise<Response> {
  try {
    const service = await leadService();
    const forwarded = request.headers.get('x-forwarded-for');
    const address = service.config.trustProxy ? clientAddress(forwarded, undefined, true) : (forwarded?.split(',').pop()?.trim() ?? 'unknown');
    return await service.handle(request, address);
  } catch (error) {
    // Server mode on a serverless host without DATABASE_URL: say so once, and let the forms fall back.
    if (error instanceof NoDurableDatabase) {
      if (!global.__leadServiceRefused) console.error(`[leads] ${error.message}`);
      global.__leadServiceRefused = true;
      return storageUnavailable();
    }
    return new Response('{"error":"server"}', { status: 500, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
  }
}
