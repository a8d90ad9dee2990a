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
// SiteEffects announces hydration (lib/browser/hydration.mjs); it stops holding presses after 15 s whatever happens.
// Links need nothing: they are plain <a> and work before hydration.
// The page's CSS is all inline (scripts/build/inline-css.mjs): nothing is fetched with the
// scripts that could restyle the page. The `noModule` polyfill script is left alone. Runs before the CSP step, which
// hashes the loader like every other inline script.
//
// The page is read as a tree (scripts/build/html.mjs) and the edits spliced in at the
// elements' offsets: a change in how Next writes a tag (attribute order, quoting) cannot
// leave a script in place.
//
// The page's flight data (React's server-component payload, the inline
// `self.__next_f.push(...)` scripts Next puts after the content) goes the same
// way (issue 18): it is what hydration reads, never what the first paint needs,
// and it is half of a page's gzipped document, repeating its visible text. It is
// written to /_next/static/flight/<content hash>.js (immutable, like every file
// there) and the loader runs it first: the scripts it adds execute in order
// (async=false), because Next's runtime closes the flight stream when it starts
// after DOMContentLoaded.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, findElements, parseHtml, rewriteHtmlFiles, spliceHtml, textOf, where } from './html.mjs';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '../../lib/browser/hydration.mjs';

/** A file of Next's build output (a page chunk or runtime). */
const NEXT_SCRIPT = /^\/_next\/static\/.+\.js$/;
/** The start of each inline flight-data script: `(self.__next_f=self.__next_f||[]).push(` first, `self.__next_f.push(` after. */
const FLIGHT = /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(/;
export const LOADER_MARKER = 'data-deferred-scripts';

/**
 * Scripts added per task. Starting a script's download costs the main thread a millisecond
 * or more on a phone; nine at once made one long task right after the first paint.
 */
const BATCH = 3;
/** The bundler's runtime chunk: it loads any chunk it needs that has no <script> yet. */
const RUNTIME = /\/(?:turbopack|webpack)-[^/]*\.js$/;

/** The inline loader for a list of script URLs (ES5, no dependencies). */
export function loaderScript(sources) {
  const list = JSON.stringify(sources);
  return (
    `<script ${LOADER_MARKER}="">(function(d,w,s){var done=0,held=null;function go(){if(done)return;done=1;` +
    `var i=0;(function add(){for(var n=0;n<${BATCH}&&i<s.length;n++,i++){var e=d.createElement('script');e.src=s[i];e.async=false;d.head.appendChild(e)}` +
    `if(i<s.length)w.setTimeout(add,0)})()}` +
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

/**
 * Moves a page's Next scripts behind the loader; returns the HTML unchanged when it has none.
 * With `writeFlight(code) => url`, the inline flight data moves too: it is handed over as one
 * script and the loader adds the URL it returns before the others.
 */
export function deferScripts(html, writeFlight) {
  const doc = parseHtml(html);
  if (findElements(doc, 'script', (el) => attr(el, LOADER_MARKER) !== undefined).length) return html;
  const [body] = findElements(doc, 'body');
  const end = body?.sourceCodeLocation?.endTag?.startOffset;
  // Next's page scripts: <script src="/_next/static/…js" async=""> (not the noModule polyfill, which has no async).
  const scripts = findElements(doc, 'script', (el) => NEXT_SCRIPT.test(attr(el, 'src') ?? '') && attr(el, 'async') !== undefined);
  if (scripts.length === 0 || end === undefined) return html;
  // And its hints to fetch them early: <link rel="preload" as="script" href="/_next/static/…js">.
  const preloads = findElements(
    doc,
    'link',
    (el) => attr(el, 'rel')?.toLowerCase() === 'preload' && attr(el, 'as')?.toLowerCase() === 'script' && NEXT_SCRIPT.test(attr(el, 'href') ?? ''),
  );
  const sources = [...new Set([...scripts.map((el) => attr(el, 'src')), ...preloads.map((el) => attr(el, 'href'))])];
  const removed = [...scripts, ...preloads];
  // The runtime goes last: every other chunk has its <script> by the time it runs (they run in
  // the order added), so it never fetches one a second time. Next itself adds them all async,
  // in any order; only the flight data has to come before the runtime.
  sources.sort((a, b) => Number(RUNTIME.test(a)) - Number(RUNTIME.test(b)));
  if (writeFlight) {
    const flight = findElements(doc, 'script', (el) => attr(el, 'src') === undefined && FLIGHT.test(textOf(el)));
    if (flight.length) sources.unshift(writeFlight(`${flight.map(textOf).join(';\n')};\n`));
    removed.push(...flight);
  }
  const edits = removed.map((el) => ({ start: where(el).start, end: where(el).end, text: '' }));
  return spliceHtml(html, [...edits, { start: end, end, text: loaderScript(sources) }]);
}

/** Writes flight data to <staticDir>/flight/<hash>.js and returns its URL, /_next/static/flight/<hash>.js. */
function flightWriter(staticDir) {
  mkdirSync(join(staticDir, 'flight'), { recursive: true });
  return (code) => {
    const name = `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
    writeFileSync(join(staticDir, 'flight', name), code);
    return `/_next/static/flight/${name}`;
  };
}

/**
 * Applies deferScripts to every HTML file under `dir`; returns how many changed. `staticDir` is
 * the folder served as /_next/static/ (out/_next/static for the export, .next/static for `next start`).
 */
export function applyDeferScripts(dir, staticDir = join(dir, '_next/static')) {
  const writeFlight = flightWriter(staticDir);
  return rewriteHtmlFiles(dir, (html) => deferScripts(html, writeFlight));
}
