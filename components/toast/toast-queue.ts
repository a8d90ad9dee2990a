/**
 * The site's one toast system, as pure state transitions (spec 4, "Toasts"):
 * one toast at a time, the newest replaces the current one, and it expires
 * TOAST_DURATION_MS after it appeared, not counting time spent paused
 * (hovered or focused).
 */
import { TOAST_DURATION_MS } from '@/lib/facts/constants';

export interface Toast {
  id: number;
  message: string;
}

export interface ToastState {
  current: Toast | null;
  nextId: number;
  paused: boolean;
  /** When the current toast expires (ms since epoch); null while paused or empty. */
  deadline: number | null;
  /** Time the current toast still has while paused. */
  remaining: number;
}

export const emptyToastState: ToastState = { current: null, nextId: 1, paused: false, deadline: null, remaining: 0 };

/** Shows a toast, replacing whatever was visible. */
export function showToast(state: ToastState, message: string, now: number, duration: number = TOAST_DURATION_MS): ToastState {
  return {
    current: { id: state.nextId, message },
    nextId: state.nextId + 1,
    paused: state.paused,
    deadline: state.paused ? null : now + duration,
    remaining: duration,
  };
}

/** Removes the current toast (only that one, when an id is given). */
export function dismissToast(state: ToastState, id?: number): ToastState {
  if (!state.current || (id !== undefined && state.current.id !== id)) return state;
  return { ...state, current: null, deadline: null, remaining: 0 };
}

/** Stops or restarts the clock (hover or focus on the toast). */
export function setToastPaused(state: ToastState, paused: boolean, now: number): ToastState {
  if (paused === state.paused) return state;
  if (!state.current) return { ...state, paused };
  if (paused) return { ...state, paused, deadline: null, remaining: Math.max(0, (state.deadline ?? now) - now) };
  return { ...state, paused, deadline: now + state.remaining };
}

/** Milliseconds until the current toast expires; null when nothing is counting down. */
export function toastTimeLeft(state: ToastState, now: number): number | null {
  if (!state.current || state.paused || state.deadline === null) return null;
  return Math.max(0, state.deadline - now);
}

/** Dismisses the current toast when its time is up. */
export function expireToast(state: ToastState, now: number): ToastState {
  return toastTimeLeft(state, now) === 0 ? dismissToast(state) : state;
}
