/** Mounts the lead handler on a plain Node HTTP server (npm start, the standalone service). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { clientAddress, type LeadService } from './service';

export const LEADS_PATH = '/api/leads';

export function isLeadsPath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0];
  return path === LEADS_PATH || path === `${LEADS_PATH}/`;
}

/** A Node request's headers as a web `Headers` (repeated ones joined), for the handlers written on Request/Response. */
export function nodeHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return headers;
}

export function nodeLeadListener(service: Pick<LeadService, 'handle' | 'config'>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const headers = nodeHeaders(req);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
      const request = new Request(`http://localhost${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
        duplex: 'half',
      } as RequestInit);
      const address = clientAddress(req.headers['x-forwarded-for'] as string | undefined, req.socket.remoteAddress, service.config.trustProxy);
      const response = await service.handle(request, address);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
      // Whatever the client still sends after an early answer (413) is discarded.
      if (!req.complete) req.resume();
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end('{"error":"server"}');
    }
  };
}
