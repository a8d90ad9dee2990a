/**
 * The toast store every part of the site uses: `toast('Saved')` from any
 * client code. The viewport (Toaster) is loaded on demand by ConsentRoot the
 * first time a toast is shown, so pages carry almost no toast code up front.
 */
import { dismissToast, emptyToastState, expireToast, setToastPaused, showToast, type ToastState } from './toast-queue';

let state: ToastState = emptyToastState;
const listeners = new Set<() => void>();

function set(next: ToastState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function toast(message: string): void {
  set(showToast(state, message, Date.now()));
}

export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ToastState => state,
  getServer: (): ToastState => emptyToastState,
  dismiss: (id?: number) => set(dismissToast(state, id)),
  pause: (paused: boolean) => set(setToastPaused(state, paused, Date.now())),
  expire: () => set(expireToast(state, Date.now())),
};
