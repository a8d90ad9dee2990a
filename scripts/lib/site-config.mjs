// Loads the typed site configuration (lib/site.ts, the one module that reads
// process.env) into plain Node scripts: TypeScript's own transpiler turns it
// into JavaScript, imported from a data: URL. lib/site.ts has no imports.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const source = new URL('../../lib/site.ts', import.meta.url);

/** @returns {Promise<typeof import('../../lib/site.ts')>} evaluated with the current process.env */
export async function loadSite() {
  const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  // A fresh module per call (the query busts the import cache), so env changes apply.
  const url = `data:text/javascript;base64,${Buffer.from(`${outputText}\n//# ${Date.now()}${Math.random()}`).toString('base64')}`;
  return import(url);
}
