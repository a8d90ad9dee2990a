import { TOAST_DURATION_MS } from '@/lib/facts/constants';
import { dismissToast, emptyToastState, expireToast, setToastPaused, showToast, toastTimeLeft } from './toast-queue';

describe('the toast queue', () => {
  it('shows one toast; the newest replaces the current one', () => {
    let state = showToast(emptyToastState, 'Cookies accepted', 0);
    state = showToast(state, 'Preferences saved', 100);
    expect(state.current?.message).toBe('Preferences saved');
    expect(toastTimeLeft(state, 100)).toBe(TOAST_DURATION_MS);
  });

  it(`disappears ${TOAST_DURATION_MS} ms after it appeared, not before`, () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    const state = showToast(emptyToastState, 'Saved', 1000);
    expect(expireToast(state, 1000 + TOAST_DURATION_MS - 1).current?.message).toBe('Saved');
    expect(expireToast(state, 1000 + TOAST_DURATION_MS).current).toBeNull();
  });

  it('does not count time while paused (hover or focus)', () => {
    let state = showToast(emptyToastState, 'Saved', 0);
    state = setToastPaused(state, true, 2000);
    expect(toastTimeLeft(state, 60_000)).toBeNull();
    expect(expireToast(state, 60_000).current?.message).toBe('Saved');
    state = setToastPaused(state, false, 60_000);
    expect(toastTimeLeft(state, 60_000)).toBe(3000);
    expect(expireToast(state, 63_000).current).toBeNull();
  });

  it('a toast shown while paused waits for the pause to end', () => {
    let state = setToastPaused(emptyToastState, true, 0);
    state = showToast(state, 'Saved', 10);
    expect(toastTimeLeft(state, 10_000)).toBeNull();
    state = setToastPaused(state, false, 10_000);
    expect(toastTimeLeft(state, 10_000)).toBe(TOAST_DURATION_MS);
  });

  it('dismisses the current toast, but not by the id of one it replaced', () => {
    const first = showToast(emptyToastState, 'One', 0);
    const second = showToast(first, 'Two', 0);
    expect(dismissToast(second, first.current!.id).current?.message).toBe('Two');
    expect(dismissToast(second, second.current!.id).current).toBeNull();
    expect(dismissToast(second).current).toBeNull();
  });
});
