// POST /api/leads in server mode (`npm run build:server`, `next start`). The
// `.server.ts` extension is a page extension only when NEXT_OUTPUT=server
// (next.config.mjs): the static export has no route handlers.
import { handleNextRequest } from '@/lib/leads/next';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const POST = handleNextRequest;
export const OPTIONS = handleNextRequest;
export const GET = handleNextRequest;
export const PUT = handleNextRequest;
export const PATCH = handleNextRequest;
export const DELETE = handleNextRequest;
