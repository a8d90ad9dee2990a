/** A per-address fixed-window rate limit, in memory (one process serves the endpoint). */
export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    /** Counts one request; `ok: false` with the seconds until the window reopens when over the limit. */
    take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterS: number } {
      if (max <= 0) return { ok: true };
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return { ok: true };
      }
      current.count += 1;
      if (current.count <= max) return { ok: true };
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) };
    },
  };
}
