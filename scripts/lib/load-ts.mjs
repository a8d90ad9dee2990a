// Loads the project's TypeScript modules (lib/leads/…) into plain Node scripts
// with jiti, resolving the "@/…" path alias like tsconfig.json does.
import { createJiti } from 'jiti';

const root = new URL('../../', import.meta.url).pathname;
const jiti = createJiti(import.meta.url, { alias: { '@/': root }, fsCache: false, moduleCache: true });

/** import() of a project TypeScript file, path relative to the project root. */
export function importTs(path) {
  return jiti.import(new URL(`../../${path}`, import.meta.url).pathname);
}
