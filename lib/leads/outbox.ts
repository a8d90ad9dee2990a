/**
 * Delivers the notifications of stored leads (e-mail, webhook, the voice
 * provider's call, the visitor's reply) with exponential backoff. The schedule
 * lives in the database (next_attempt_at), so a restart resumes where the last
 * process stopped.
 *
 * Sending twice is harmless for a notification (the receiver deduplicates by
 * lead id) but not for a phone call: a sender marked `once` (the voice
 * providers, lib/leads/voice-callback.ts) is never repeated after an attempt
 * whose outcome is unknown: one that threw `Unconfirmed` (no answer in time,
 * the connection lost mid-request, a gateway timeout) or one cut off by a crash
 * or an expired lease (the delivery was still marked as being sent when it was
 * claimed again). Such a delivery is marked for attention instead: the sales
 * team, notified of every callback request, calls back.
 */
import type { Channel, Delivery, LeadStore } from './store';

export type Sender = ((delivery: Delivery) => Promise<void>) & {
  /** Never repeat an attempt whose outcome is unknown (placing a call twice is worse than once by a person). */
  once?: boolean;
};

/** The request may have been acted on (no answer, connection lost): a `once` sender's delivery is not retried. */
export class Unconfirmed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Unconfirmed';
  }
}

/** Why a `once` delivery found still marked as being sent is not sent again. */
export const INTERRUPTED = 'the previous attempt was cut off mid-request: not repeated (it may have gone through)';

/** Delay before the next attempt after `attempts` failed ones, or null when it is time to give up. */
export function retryDelay(attempts: number, delaysMs: readonly number[]): number | null {
  return attempts >= 1 && attempts <= delaysMs.length ? (delaysMs[attempts - 1] ?? null) : null;
}

interface Options {
  store: LeadStore;
  senders: Partial<Record<Channel, Sender>>;
  retryDelaysMs: readonly number[];
  pollMs: number;
  /** How long a claimed delivery is reserved before another run may retry it. */
  leaseMs?: number;
  log?: (message: string) => void;
}

export function createOutbox({ store, senders, retryDelaysMs, pollMs, leaseMs = 60_000, log = () => undefined }: Options) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Sends what is due, `maxRounds` batches of 20 at most (a serverless request sends one batch). */
  async function runOnce(maxRounds = Infinity): Promise<number> {
    let handled = 0;
    for (let round = 0; round < maxRounds; round++) {
      const due = await store.claimDue(20, leaseMs);
      if (due.length === 0) return handled;
      await Promise.all(
        due.map(async (delivery) => {
          const send = senders[delivery.channel];
          try {
            if (!send) throw new Error(`no ${delivery.channel} sender configured`);
            if (send.once && delivery.interrupted) throw new Unconfirmed(INTERRUPTED);
            await send(delivery);
            await store.markDone(delivery.id);
          } catch (error) {
            const attempts = delivery.attempts + 1;
            const final = error instanceof Unconfirmed && send?.once === true;
            const delay = final ? null : retryDelay(attempts, retryDelaysMs);
            // The reason only: no addresses, names or message text in logs.
            const reason = error instanceof Error ? error.message.slice(0, 120) : 'failed';
            log(`lead ${delivery.leadId}: ${delivery.channel} attempt ${attempts} failed (${reason})${delay === null ? ', needs attention' : ''}`);
            await store.markFailed(delivery.id, delay, reason);
          }
        }),
      );
      handled += due.length;
    }
    return handled;
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => kick(), ms);
    timer.unref?.();
  }

  /** Runs now (or right after the current run), then again after the poll interval. */
  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce(Infinity)
      .catch((error) => log(`outbox run failed (${error instanceof Error ? error.message.slice(0, 120) : 'error'})`))
      .then(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        } else schedule(pollMs);
      });
  }

  return {
    kick,
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
