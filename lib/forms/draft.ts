/**
 * Form drafts in sessionStorage: what a visitor types survives a reload, a
 * crash of the tab's page or a failed submission, and is removed only after a
 * successful one. Corrupt or foreign data reads as "no draft", never throws.
 * When storage is blocked the draft lives in memory for the page's lifetime.
 */
import { readStorage, removeStorage, writeStorage } from '@/lib/browser/storage';

/** Parses a stored draft: only the known fields, only strings, each cut to `maxLength`. */
export function parseDraft<F extends string>(raw: string | null, fields: readonly F[], maxLength = 10_000): Partial<Record<F, string>> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const record = parsed as Record<string, unknown>;
  const out: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string') out[field] = value.slice(0, maxLength);
  }
  return out;
}

export interface DraftStore<F extends string> {
  get(): Record<F, string>;
  set(values: Record<F, string>): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** A subscribable draft for `useSyncExternalStore`; snapshots are stable until the values change. */
export function createDraftStore<F extends string>(key: string, fields: readonly F[]): DraftStore<F> {
  const listeners = new Set<() => void>();
  const empty = Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>;
  let memory: Record<F, string> | null = null;
  let cacheRaw: string | null | undefined;
  let cache: Record<F, string> = empty;

  const emit = () => listeners.forEach((listener) => listener());

  return {
    get() {
      if (memory) return memory;
      const raw = readStorage(key, 'session');
      if (raw !== cacheRaw) {
        cacheRaw = raw;
        cache = { ...empty, ...parseDraft(raw, fields) };
      }
      return cache;
    },
    set(values) {
      const raw = JSON.stringify(values);
      if (writeStorage(key, raw, 'session')) {
        memory = null;
      } else {
        memory = values;
      }
      emit();
    },
    clear() {
      removeStorage(key, 'session');
      memory = null;
      cacheRaw = undefined;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
