/**
 * Solves a proof-of-work challenge in Node (the tests' and scripts' stand-in
 * for the browser's worker, public/proof-worker.js): the `_proof` value a
 * form sends, base64 JSON as ALTCHA sends it.
 */
import { createHash } from 'node:crypto';

export interface IssuedChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export function solveChallengeNode(c: IssuedChallenge): string {
  const max = c.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n += 1) {
    if (createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature })).toString('base64');
    }
  }
  throw new Error('challenge not solvable');
}

/** GET a challenge from a running lead service and solve it. */
export async function fetchProof(endpoint: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(endpoint, { ...init, method: 'GET' });
  if (!response.ok) throw new Error(`challenge: ${response.status}`);
  return solveChallengeNode((await response.json()) as IssuedChallenge);
}
