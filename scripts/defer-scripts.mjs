// Paint first, then hydrate. Next puts its page scripts in <head> as
// <script async>, so they download while the browser is still fetching the
// stylesheet, the font and the hero images, and run as soon as they arrive,
// often before the first paint. On a slow phone that pushes the largest paint
// back by a second. Every page here is complete server-rendered HTML (links are
// plain <a>), so the scripts only have to arrive before the visitor touches an
// interactive part.
//
// After the build, each exported page's external Next scripts (and Next's
// preload hints for them) are replaced by one small inline loader at the end of
// <body>. The loader adds the same scripts, in the same order, right after the
// first paint of the fully parsed page (DOMContentLoaded, then the browser's
// first-contentful-paint entry where Paint Timing exists, then the next frame;
// a frame alone can pass while text still waits for its web font),
// or at once on the visitor's first pointer, touch or key input, and at the
// latest after 3 s (a page opened in a background tab gets no frames).
// A press on a <button> before the page has hydrated is not lost: the loader
// holds it (no form submission, no half-handled click) and replays it once
// SiteEffects announces hydration (lib/hydration.mjs); it stops holding presses after 15 s whatever happens.
// Links need nothing: they are plain <a> and work before hydration.
// The `noModule` polyfill script is left alone. Runs before the CSP step, which
// hashes the loader like every other inline script.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from './csp.mjs';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '../lib/hydration.mjs';

const SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const PRELOAD = /<link rel="preload" as="script"[^>]*href="(\/_next\/static\/[^"]+\.js)"[^>]*\/?>/g;
export const LOADER_MARKER = 'data-deferred-scripts';

/** The inline loader for a list of script URLs (ES5, no dependencies). */
export function loaderScript(sources) {
  const list = JSON.stringify(sources);
  return (
    `<script ${LOADER_MARKER}="">(function(d,w,s){var done=0,held=null;function go(){if(done)return;done=1;` +
    `for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;d.head.appendChild(e)}}` +
    `function hold(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;` +
    `if(!b||d.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}'))return;e.preventDefault();e.stopPropagation();held=b;go()}` +
    `function release(){d.removeEventListener('click',hold,true)}` +
    `d.addEventListener('click',hold,true);w.setTimeout(release,15000);` +
    `w.addEventListener('${HYDRATED_EVENT}',function(){release();if(held){var b=held;held=null;b.click()}});` +
    `function paint(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})}` +
    `function painted(){var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
    `if(!t||t.indexOf('paint')<0||!w.performance.getEntriesByName)return paint();` +
    `if(w.performance.getEntriesByName('first-contentful-paint').length)return paint();` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();paint()}}).observe({type:'paint',buffered:true})}` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',painted);else painted();` +
    `['pointerdown','touchstart','keydown'].forEach(function(t){w.addEventListener(t,go,{capture:true,once:true,passive:true})});` +
    `w.setTimeout(go,3000)})(document,window,${list})</script>`
  );
}

/** Moves a page's Next scripts behind the loader; returns the HTML unchanged when it has none. */
export function deferScripts(html) {
  if (html.includes(LOADER_MARKER)) return html;
  const sources = [];
  let next = html.replace(SCRIPT, (_, src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0 || !next.includes('</body>')) return html;
  next = next.replace(PRELOAD, (tag, href) => {
    if (!sources.includes(href)) sources.push(href);
    return '';
  });
  return next.replace('</body>', `${loaderScript(sources)}</body>`);
}

/** Applies deferScripts to every HTML file under `out`; returns how many changed. */
export function applyDeferScripts(out) {
  let changed = 0;
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8');
    const next = deferScripts(html);
    if (next !== html) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  return changed;
}
