/**
 * The browser's side of the proof of work (lib/leads/challenge.ts): once the
 * visitor starts on a form (focus or first input), fetch a challenge from the
 * lead service and solve it in a worker (public/proof-worker.js) while they
 * type. Nothing to click and nothing announced. Every submission
 * (lib/forms/submit.ts) takes the solution; a used one is replaced at once.
 *
 * Outcomes: a solution; `absent` when no lead service answers (a static host:
 * the form's e-mail fallback); `failed` when this browser cannot solve
 * (no workers, an error): the submission goes without, the service refuses,
 * and the form offers the e-mail fallback with the draft kept.
 */

/** The worker, served from the site itself (CSP worker-src 'self'). */
export const PROOF_WORKER_PATH = '/proof-worker.js';

export type Proof =
  | { ok: true; value: string; /** performance.now() when the challenge arrived. */ receivedAt: number; /** Minimum fill time the service measures from the issue. */ waitMs: number; took: number }
  | { ok: false; reason: 'absent' | 'failed' };

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
  minFillMs?: number;
}

const TIMEOUT_MS = 15_000;

function solveInWorker(challenge: Challenge): Promise<{ number: number; took: number } | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(PROOF_WORKER_PATH);
    } catch {
      resolve(null);
      return;
    }
    const timer = setTimeout(() => finish(null), TIMEOUT_MS);
    function finish(result: { number: number; took: number } | null) {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    }
    worker.onmessage = (event: MessageEvent<{ number: number | null; took: number }>) => finish(typeof event.data.number === 'number' ? { number: event.data.number, took: event.data.took } : null);
    worker.onerror = () => finish(null);
    worker.postMessage({ challenge: challenge.challenge, salt: challenge.salt, maxnumber: challenge.maxnumber });
  });
}

/** Fetches and solves one challenge from `endpoint` (GET on the lead endpoint). */
export async function solveProof(endpoint: string, fetchImpl?: typeof fetch): Promise<Proof> {
  let challenge: Challenge;
  try {
    const response = await (fetchImpl ?? fetch)(endpoint, { method: 'GET', headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (response.status === 404 || response.status === 405) return { ok: false, reason: 'absent' };
    if (!response.ok) return { ok: false, reason: 'failed' };
    challenge = (await response.json()) as Challenge;
  } catch {
    return { ok: false, reason: 'absent' };
  }
  const receivedAt = performance.now();
  const solution = await solveInWorker(challenge);
  if (!solution) return { ok: false, reason: 'failed' };
  const { algorithm, salt, signature } = challenge;
  const value = btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
  return { ok: true, value, receivedAt, waitMs: challenge.minFillMs ?? 3000, took: solution.took };
}

let current: Promise<Proof> | null = null;

/** Starts solving (once; later calls reuse the one in progress). Call on the visitor's first focus or input. */
export function startProof(endpoint: string): Promise<Proof> {
  current ??= solveProof(endpoint);
  return current;
}

/** The solution for a submission, used up: the next one starts solving right away. */
export async function takeProof(endpoint: string): Promise<Proof> {
  const proof = await startProof(endpoint);
  current = null;
  if (proof.ok) void startProof(endpoint);
  return proof;
}
