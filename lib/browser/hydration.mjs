// The signal that a page has hydrated, shared by SiteEffects (which sends it) and the
// paint-first loader written into every page by scripts/build/defer-scripts.mjs (which
// holds button presses until it arrives). Plain JavaScript so both can import it.
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const HYDRATED_EVENT = 'site:hydrated';
