/** Behaviour constants from the specification (section 9), in one place. */
export const COOKIE_BANNER_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 5000;
export const SLIDER_TRIGGER = 0.8;
export const MOBILE_BREAKPOINT_PX = 768;
/** Below this width the header shows the menu button instead of its links (Tailwind `xl`). */
export const HEADER_MENU_BREAKPOINT_PX = 1280;
export const CAROUSEL_BREAKPOINTS_PX = [768, 1280] as const;
/** A horizontal finger movement at least this long (and mostly sideways) turns the carousel page. */
export const SWIPE_MIN_PX = 40;
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const HASH_SCROLL_DELAY_MS = 100;
export const VOICE_HINT_TIMEOUT_MS = 12_000;
/** A voice-agent frame that has not answered by then gives way to "Call me now" and the sample calls. */
export const VOICE_FRAME_TIMEOUT_MS = 10_000;
export const LOADING_TEXT_AFTER_MS = 2000;
export const LOADING_SLOW_AFTER_MS = 5000;
export const PAGER_COLLAPSE_ABOVE = 7;
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_STAGGER_MS = 100 * 0.5;
export const REVEAL_STAGGER_MAX_MS = 500;
export const PRELOAD_DELAY_MS = 1500;
export const PERFORMANCE_THRESHOLDS = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 } as const;
