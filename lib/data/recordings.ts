import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@/i18n/routing';
import type { SampleCallId } from './sample-calls';

/** Audio formats a recording may come in, in order of preference, with their MIME types. */
export const recordingFormats = [
  ['mp3', 'audio/mpeg'],
  ['m4a', 'audio/mp4'],
  ['ogg', 'audio/ogg'],
] as const;

export interface Recording {
  src: string;
  type: string;
}

/**
 * The recording of a sample call in one language, when marketing has added the
 * file `public/sample-calls/<id>.<locale>.<mp3|m4a|ogg>`; null otherwise, and then
 * no player is shown. Read at build time (the page is static).
 */
export function recordingFor(id: SampleCallId, locale: Locale, publicDir = join(process.cwd(), 'public')): Recording | null {
  for (const [extension, type] of recordingFormats) {
    const name = `${id}.${locale}.${extension}`;
    if (existsSync(join(publicDir, 'sample-calls', name))) return { src: `/sample-calls/${name}`, type };
  }
  return null;
}
