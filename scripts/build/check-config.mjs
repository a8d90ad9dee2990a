// The first step of every build (`npm run build`, `build:server`), and `npm start`
// once at start: names every configuration value that still holds an example
// value (the 555 number, example.com addresses, sample video ids…), each with the
// environment variable that sets it. The list comes from lib/site.ts: each
// example default there is written with `example()`, and `placeholders()` finds
// the ones still in use. With STRICT_CONFIG=1 (the CI of a real deployment) any
// such value fails the build. It also names a half-set pair of the CMS's GitHub
// sign-in (GITHUB_CLIENT_ID without GITHUB_CLIENT_SECRET, or the reverse), and a
// "Call me now" voice provider asked for (VOICE_CALLBACK_PROVIDER) but missing one of
// its values (lib/leads/config.ts, voiceCallbackSetup), with which the lead service would
// fall back to a person calling back: STRICT_CONFIG=1 fails on both. It says which markets have no
// telecom prices (NEXT_PUBLIC_TELECOM_PRICES: their pages say the prices are quoted before go-live),
// and stops the build with lib/site.ts's one sentence on a malformed value.
import { fileURLToPath } from 'node:url';
import { importTs } from '../lib/load-ts.mjs';
import { loadSite } from '../lib/site-config.mjs';

/**
 * The block printed for a list of placeholders ('' when there are none).
 * @param {Array<{ path: string, value: string, envVar: string }>} list
 * @param {{ strict?: boolean }} [options]
 */
export function placeholderReport(list, { strict = false } = {}) {
  if (list.length === 0) return '';
  const width = Math.max(...list.map((p) => p.envVar.length));
  const valueWidth = Math.max(...list.map((p) => p.value.length));
  const rows = list.map((p) => `  ${p.envVar.padEnd(width)}  ${p.value.padEnd(valueWidth)}  ${p.path}`);
  const head = strict
    ? `STRICT_CONFIG=1: ${list.length} configuration value${list.length === 1 ? '' : 's'} still hold${list.length === 1 ? 's' : ''} an example value. Set each variable before building:`
    : `Placeholders: ${list.length} configuration value${list.length === 1 ? '' : 's'} still hold${list.length === 1 ? 's' : ''} an example value (fine for a try-out, not for a real site). Set each variable at build time:`;
  const foot = strict
    ? 'The build stops here (README, "Configuration").'
    : 'README, "Configuration", lists them; STRICT_CONFIG=1 turns this list into a build error.';
  return [head, ...rows, foot].join('\n');
}

/** The placeholders of the configuration the current environment gives. */
export async function currentPlaceholders() {
  const { placeholders, siteConfig } = await loadSite();
  return placeholders(siteConfig);
}

/**
 * The sentence naming the markets whose telecom prices are not set ('' when US and PL both are):
 * their pages say the prices are quoted in writing before go-live (policies.telecomCharges.quote),
 * which is a policy, not a placeholder, so STRICT_CONFIG=1 does not stop on it.
 * @param {{ telecomPrices: ReadonlyArray<{ country: string }> }} config
 * @param {Record<string, { country: string }>} markets lib/site.ts's telecomMarkets (one number country per language)
 */
export function telecomReport(config, markets) {
  const set = config.telecomPrices.map((p) => p.country);
  if (set.length === 0) return 'Telecom prices not set (NEXT_PUBLIC_TELECOM_PRICES): pages say they are quoted in writing before go-live (README, "Configuration").';
  const language = { en: 'English', pl: 'Polish' };
  const missing = Object.entries(markets).map(([locale, m]) => [m.country, language[locale]]).filter(([country]) => !set.includes(country));
  if (missing.length === 0) return '';
  return `Telecom prices set for ${set.join(', ')} only (NEXT_PUBLIC_TELECOM_PRICES): ${missing.map(([country, language]) => `${language} pages say ${country} prices are quoted in writing before go-live`).join('; ')}.`;
}

/**
 * The sentence naming a half-set pair of the CMS's GitHub sign-in ('' when both or
 * neither are set): with one of them the CMS keeps Netlify's sign-in, which is
 * surely not what was meant.
 */
export async function signInReport(env = process.env, { strict = false } = {}) {
  const { cmsAuthPair } = await importTs('lib/cms/auth-config.ts');
  const pair = cmsAuthPair(env);
  if (typeof pair === 'string') return '';
  const other = pair.missing === 'GITHUB_CLIENT_ID' ? 'GITHUB_CLIENT_SECRET' : 'GITHUB_CLIENT_ID';
  return `${strict ? 'STRICT_CONFIG=1: ' : ''}CMS sign-in: ${other} is set but ${pair.missing} is not, so /admin/ does not sign in through /api/cms/ (it keeps Decap's default, Netlify's sign-in). Set both, or neither (README, "For the team").${strict ? ' The build stops here.' : ''}`;
}

/**
 * The "Call me now" provider's problem, as the lead service will print it at start ('' when
 * the provider is complete or none is asked for). Only the lead service's variables visible here count.
 * @param {Record<string, string | undefined>} env
 * @param {{ strict?: boolean }} [options]
 */
export async function voiceReport(env, { strict = false } = {}) {
  if (!['VOICE_CALLBACK_PROVIDER', 'VOICE_CALLBACK_URL'].some((name) => env[name]?.trim())) return '';
  const { leadsConfig, voiceCallbackSetup, voiceCallbackSentence } = await importTs('lib/leads/config.ts');
  const setup = voiceCallbackSetup(leadsConfig(env));
  if (setup.provider || (!setup.requested && !setup.invalid.length)) return '';
  return `${strict ? 'STRICT_CONFIG=1: ' : ''}${voiceCallbackSentence(setup)}\n${strict ? 'The build stops here (README, "The lead service").' : 'README, "The lead service", lists each provider\'s variables; STRICT_CONFIG=1 turns this into a build error.'}`;
}

/** Prints the blocks; returns the exit code (1 on a value lib/site.ts refuses, or with STRICT_CONFIG=1 and placeholders, a half-set sign-in pair or an incomplete voice provider left). */
export async function checkConfig(env = process.env) {
  let site;
  try {
    site = await loadSite();
  } catch (error) {
    // A malformed value lib/site.ts refuses (NEXT_PUBLIC_TELECOM_PRICES): its one sentence, and the build stops.
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const list = site.placeholders(site.siteConfig);
  const strict = env.STRICT_CONFIG === '1';
  const report = placeholderReport(list, { strict });
  if (report) (strict ? console.error : console.warn)(`\n${report}\n`);
  const signIn = await signInReport(env, { strict });
  if (signIn) (strict ? console.error : console.warn)(`\n${signIn}\n`);
  const voice = await voiceReport(env, { strict });
  if (voice) (strict ? console.error : console.warn)(`\n${voice}\n`);
  const telecom = telecomReport(site.siteConfig, site.telecomMarkets);
  if (telecom) console.warn(`\n${telecom}\n`);
  return strict && (list.length > 0 || signIn !== '' || voice !== '') ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await checkConfig());
