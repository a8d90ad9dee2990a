import type { Proof } from './proof';
import { submitLead } from './submit';

const proofs: Proof[] = [];
jest.mock('./proof', () => ({ takeProof: jest.fn(async () => proofs.shift() ?? { ok: false, reason: 'failed' }) }));

const answer = (...replies: [number, unknown][]) => {
  const fn = jest.fn();
  for (const [status, body] of replies) fn.mockResolvedValueOnce({ status, ok: status < 300, json: async () => body });
  return fn;
};
const solved = (value: string, receivedAt = 1000): Proof => ({ ok: true, value, receivedAt, waitMs: 3000, took: 40 });

beforeEach(() => {
  proofs.length = 0;
});

describe('submitLead', () => {
  it('sends the solution (never a claimed _elapsedMs) once the service’s fill time has passed since the challenge arrived', async () => {
    proofs.push(solved('P1'));
    const wait = jest.fn(async () => undefined);
    const fetchImpl = answer([201, { id: 'L1', callback: 'team' }]);
    const result = await submitLead({ form: 'callback', phone: '+48512345678' }, { endpoint: '/api/leads', wait, now: () => 2000, fetchImpl });
    expect(result).toEqual({ ok: true, id: 'L1', answer: { callback: 'team' } });
    expect(wait).toHaveBeenCalledWith(2250);
    const body = JSON.parse(fetchImpl.mock.calls[0][1].body);
    expect(body).toEqual({ form: 'callback', phone: '+48512345678', _proof: 'P1' });
  });

  it('does not wait when the visitor took longer than the fill time', async () => {
    proofs.push(solved('P1'));
    const wait = jest.fn(async () => undefined);
    await submitLead({}, { wait, now: () => 60_000, fetchImpl: answer([201, { id: 'L1' }]) });
    expect(wait).not.toHaveBeenCalled();
  });

  it('a solution refused as expired or used is replaced once; a second refusal sends the visitor to the e-mail fallback', async () => {
    proofs.push(solved('P1'), solved('P2'), solved('P3'), solved('P4'));
    const fetchImpl = answer([400, { error: 'proof', reason: 'expired' }], [201, { id: 'L2' }]);
    await expect(submitLead({}, { wait: async () => undefined, now: () => 60_000, fetchImpl })).resolves.toEqual({ ok: true, id: 'L2' });
    expect(fetchImpl.mock.calls.map((c) => JSON.parse(c[1].body)._proof)).toEqual(['P1', 'P2']);
    const refused = answer([400, { error: 'proof', reason: 'replayed' }], [400, { error: 'proof', reason: 'replayed' }]);
    await expect(submitLead({}, { wait: async () => undefined, now: () => 60_000, fetchImpl: refused })).resolves.toEqual({ ok: false, reason: 'proof' });
  });

  it('no lead service (the challenge got 404/405 or no answer): the e-mail fallback, nothing posted', async () => {
    proofs.push({ ok: false, reason: 'absent' });
    const fetchImpl = jest.fn();
    await expect(submitLead({}, { fetchImpl })).resolves.toEqual({ ok: false, reason: 'absent' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a browser that could not solve still sends, and the service’s refusal is the e-mail fallback', async () => {
    proofs.push({ ok: false, reason: 'failed' });
    const fetchImpl = answer([400, { error: 'proof', reason: 'missing' }]);
    await expect(submitLead({}, { fetchImpl })).resolves.toEqual({ ok: false, reason: 'proof' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('names the callback limit apart from a busy service', async () => {
    proofs.push(solved('P1'), solved('P2'));
    await expect(submitLead({}, { now: () => 60_000, fetchImpl: answer([429, { error: 'callbackLimit' }]) })).resolves.toEqual({ ok: false, reason: 'limit' });
    await expect(submitLead({}, { now: () => 60_000, fetchImpl: answer([429, { error: 'rateLimit' }]) })).resolves.toEqual({ ok: false, reason: 'busy' });
  });
});
