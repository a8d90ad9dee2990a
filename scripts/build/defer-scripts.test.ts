/** @jest-environment jsdom */
import { deferScripts, loaderScript, LOADER_MARKER } from './defer-scripts.mjs';

const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>
<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/app.js" async=""></script>
<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>
<body><h1>Hello</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"Hello\\"}]\\n"])</script><script src="/_next/static/chunks/main.js" async=""></script></body></html>`;

describe('paint-first script loading', () => {
  it('moves every Next script and preload behind one loader at the end of the body, in order', () => {
    const html = deferScripts(page);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    // The stylesheet, the nomodule polyfill and the inline RSC data stay where they were.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(html).toContain('noModule=""');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html).toMatch(new RegExp(`<script ${LOADER_MARKER}="">[^]+?</script></body></html>$`));
    expect(html).toContain('["/_next/static/chunks/react.js","/_next/static/chunks/app.js","/_next/static/chunks/main.js"]');
    // Running it twice changes nothing; a page without Next scripts is left alone.
    expect(deferScripts(html)).toBe(html);
    expect(deferScripts('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
  });

  it('puts the bundler runtime last, so every chunk has its script before the runtime looks for it', () => {
    const withRuntime = page.replace('<script src="/_next/static/chunks/react.js" async=""></script>', '<script src="/_next/static/chunks/turbopack-abc.js" async=""></script><script src="/_next/static/chunks/react.js" async=""></script>');
    expect(deferScripts(withRuntime)).toContain('["/_next/static/chunks/react.js","/_next/static/chunks/app.js","/_next/static/chunks/main.js","/_next/static/chunks/turbopack-abc.js"]');
  });

  it('moves the inline flight data into one script the loader runs before the others', () => {
    const written: string[] = [];
    const html = deferScripts(page, (code) => {
      written.push(code);
      return '/_next/static/flight/abc.js';
    });
    expect(html).not.toContain('__next_f');
    expect(html).toContain('<h1>Hello</h1>');
    expect(written).toEqual(['(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"0:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"Hello\\"}]\\n"]);\n']);
    expect(html).toContain('["/_next/static/flight/abc.js","/_next/static/chunks/react.js","/_next/static/chunks/app.js","/_next/static/chunks/main.js"]');
    // The data runs as written, in order.
    const self = {} as { __next_f?: unknown[] };
    new Function('self', written[0]!)(self);
    expect(self.__next_f).toEqual([[0], [1, '0:["$","h1",null,{"children":"Hello"}]\n']]);
  });

  it('finds Next’s scripts, preloads and flight data whatever the order and form of their attributes', () => {
    const reordered = `<!DOCTYPE html><html><head><link as="script" href="/_next/static/chunks/main.js" rel="preload"/>
<script async src='/_next/static/chunks/react.js'></script><script async="" crossorigin="" src="/_next/static/chunks/app.js"></script>
<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>
<body><h1>Hello</h1><script nonce="n">(self.__next_f=self.__next_f||[]).push([0])</script><SCRIPT SRC="/_next/static/chunks/main.js" ASYNC></SCRIPT></BODY></html>`;
    const written: string[] = [];
    const html = deferScripts(reordered, (code) => {
      written.push(code);
      return '/_next/static/flight/abc.js';
    });
    expect(html).toContain('["/_next/static/flight/abc.js","/_next/static/chunks/react.js","/_next/static/chunks/app.js","/_next/static/chunks/main.js"]');
    expect(written).toEqual(['(self.__next_f=self.__next_f||[]).push([0]);\n']);
    expect(html).not.toMatch(/<script[^>]*(async|react\.js|app\.js|main\.js)/i);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('noModule=""');
    expect(html).toMatch(new RegExp(`<h1>Hello</h1><script ${LOADER_MARKER}="">[^]+?</script></BODY></html>$`));
  });

  describe('the loader', () => {
    let added: string[];
    let ordered: boolean[];
    let frames: FrameRequestCallback[];
    beforeEach(() => {
      jest.useFakeTimers();
      added = [];
      ordered = [];
      frames = [];
      document.head.innerHTML = '';
      jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
        added.push((node as HTMLScriptElement).src);
        ordered.push(!(node as HTMLScriptElement).async);
        return node;
      });
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
        frames.push(cb);
        return frames.length;
      });
    });
    afterEach(() => {
      // Release the loaders of this test (each one listens on the shared document).
      window.dispatchEvent(new Event('site:hydrated'));
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    const run = (sources = ['/a.js', '/b.js']) => {
      const code = /<script [^>]+>([\s\S]+)<\/script>/.exec(loaderScript(sources))![1]!;
      new Function(code)();
    };

    it('adds a few scripts per task, in order, so no task is long', () => {
      const sources = ['/1.js', '/2.js', '/3.js', '/4.js', '/5.js', '/6.js', '/7.js'];
      run(sources);
      window.dispatchEvent(new Event('pointerdown'));
      expect(added).toEqual(['/1.js', '/2.js', '/3.js'].map((path) => `http://localhost${path}`));
      jest.advanceTimersToNextTimer(); // the next task
      expect(added).toHaveLength(6);
      jest.advanceTimersToNextTimer();
      expect(added).toEqual(sources.map((path) => `http://localhost${path}`));
      expect(ordered.every(Boolean)).toBe(true);
      jest.advanceTimersByTime(3000);
      expect(added).toHaveLength(7);
    });

    it('adds the scripts after the next frame once the page is parsed, once', () => {
      run(); // jsdom has finished parsing: readyState is "complete"
      expect(added).toEqual([]);
      frames.shift()!(0);
      expect(added).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(added).toEqual(['http://localhost/a.js', 'http://localhost/b.js']);
      // Executed in the order given (the flight data before Next's runtime).
      expect(ordered).toEqual([true, true]);
      jest.advanceTimersByTime(3000);
      window.dispatchEvent(new Event('keydown'));
      expect(added).toHaveLength(2);
    });

    it('enables no stylesheet: the page’s CSS is all inline, so nothing restyles it after the first paint', () => {
      document.head.innerHTML = '<link rel="stylesheet" href="/next.css" disabled="">';
      const [link] = [...document.querySelectorAll('link')];
      run();
      frames.shift()!(0);
      jest.advanceTimersByTime(0);
      expect(link!.hasAttribute('disabled')).toBe(true);
      expect(added).toHaveLength(2);
      document.head.innerHTML = '';
    });

    it('where Paint Timing exists, waits for the first contentful paint', () => {
      type Observer = (list: { getEntriesByName: (name: string) => unknown[] }, o: { disconnect: () => void }) => void;
      let observer: Observer | undefined;
      const disconnect = jest.fn();
      Object.assign(window, {
        PerformanceObserver: Object.assign(
          function (cb: Observer) {
            observer = cb;
            return { observe: jest.fn(), disconnect };
          },
          { supportedEntryTypes: ['paint'] },
        ),
      });
      Object.assign(window.performance, { getEntriesByName: () => [] });
      run();
      expect(frames).toHaveLength(0);
      observer!({ getEntriesByName: () => [] }, { disconnect });
      expect(frames).toHaveLength(0);
      observer!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
      expect(disconnect).toHaveBeenCalled();
      frames.shift()!(0);
      jest.advanceTimersByTime(0);
      expect(added).toHaveLength(2);
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it('holds a button press made before hydration and replays it once the page has hydrated', () => {
      document.documentElement.removeAttribute('data-hydrated');
      document.body.innerHTML = '<form><button type="submit"><span id="label">Next</span></button></form>';
      const button = document.querySelector('button')!;
      const clicks: boolean[] = [];
      document.addEventListener('click', (e) => clicks.push(e.defaultPrevented));
      run();
      document.getElementById('label')!.click();
      // Held: the form is not submitted, nothing below sees the press, the scripts start loading.
      expect(clicks).toEqual([]);
      expect(added).toHaveLength(2);
      document.documentElement.setAttribute('data-hydrated', '');
      window.dispatchEvent(new Event('site:hydrated'));
      expect(clicks).toEqual([false]);
      // After hydration, presses go straight through.
      button.click();
      expect(clicks).toEqual([false, false]);
    });

    it('adds them at once on the first input, and after 3 s without frames', () => {
      run();
      window.dispatchEvent(new Event('pointerdown'));
      expect(added).toHaveLength(2);

      added.length = 0;
      run();
      jest.advanceTimersByTime(2999);
      expect(added).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added).toHaveLength(2);
    });
  });
});
