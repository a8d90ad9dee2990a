// path-to-regexp 6 as Next (and Vercel) compile route sources; used by lib/hosting/host-files.test.ts.
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string): RegExp;
}
