/**
 * Every cookie and storage key the site uses, by consent category (spec 3
 * and 4). The cookie policy renders this list; purposes and durations are
 * in messages (`cookiesPage.keys.<id>`). Keep it in step with the code that
 * writes storage: lib/browser/consent.ts, lib/hosting/language-rule.mjs, lib/browser/theme.ts,
 * lib/forms/*.ts and the analytics loader.
 */
import { CONSENT_KEY } from './consent';
import { THEME_KEY } from './theme';
import { LANGUAGE_KEY } from '../hosting/language-rule.mjs';
import { WELCOME_DRAFT_KEY, WELCOME_LEAD_KEY } from '../forms/welcome';
import { CONTACT_DRAFT_KEY } from '../forms/contact';
import { PARTNERSHIP_DRAFT_KEY } from '../forms/partnership';
import { INTEGRATION_DRAFT_KEY } from '../forms/integration';
import { siteConfig } from '../site';

export type CookieCategory = 'necessary' | 'functional' | 'analytics' | 'advertising';
export type StorageKind = 'local' | 'session' | 'cookie' | 'cookieLocal' | 'localCookie' | 'none';
export type Provider = 'us' | 'youtube' | 'voiceAgent' | 'posthog' | 'vercel' | 'ads';

export interface StorageEntry {
  /** Message key under cookiesPage.keys. */
  id: string;
  /** Names as they appear in the browser's developer tools. */
  names: readonly string[];
  storage: StorageKind;
  provider: Provider;
}

export const cookieCategories: readonly CookieCategory[] = ['necessary', 'functional', 'analytics', 'advertising'];

export const storageInventory: Record<CookieCategory, readonly StorageEntry[]> = {
  necessary: [
    { id: 'consent', names: [CONSENT_KEY], storage: 'local', provider: 'us' },
    { id: 'language', names: [LANGUAGE_KEY], storage: 'localCookie', provider: 'us' },
    { id: 'theme', names: [THEME_KEY], storage: 'local', provider: 'us' },
    { id: 'drafts', names: [WELCOME_DRAFT_KEY, CONTACT_DRAFT_KEY, PARTNERSHIP_DRAFT_KEY, INTEGRATION_DRAFT_KEY, WELCOME_LEAD_KEY], storage: 'session', provider: 'us' },
  ],
  functional: [
    { id: 'youtube', names: ['yt-player-*', 'yt-remote-*', 'ytidb::*'], storage: 'local', provider: 'youtube' },
    { id: 'voiceAgent', names: ['—'], storage: 'session', provider: 'voiceAgent' },
  ],
  analytics: [
    { id: 'posthog', names: ['ph_<projectKey>_posthog'], storage: 'cookieLocal', provider: 'posthog' },
    { id: 'posthogWindow', names: ['ph_<projectKey>_window_id', 'ph_<projectKey>_primary_window_exists'], storage: 'session', provider: 'posthog' },
    { id: 'posthogOptOut', names: ['__ph_opt_in_out_<projectKey>'], storage: 'local', provider: 'posthog' },
    { id: 'vercel', names: ['—'], storage: 'none', provider: 'vercel' },
  ],
  advertising: [{ id: 'ads', names: ['_gcl_au'], storage: 'cookie', provider: 'ads' }],
};

/**
 * The live voice demo exists only when a voice agent is configured (lib/site.ts: the hero
 * frames `urls.voiceAgentFrame`, '' while NEXT_PUBLIC_VOICE_AGENT_URL is unset or the
 * example). Without it the consent banner, the preferences dialog and the cookie policy
 * do not name it: these are the messages they use, and the policy's inventory and
 * embedded-content list without it.
 */
export function voiceDemoConfigured(urls: { voiceAgentFrame: string } = siteConfig.urls): boolean {
  return urls.voiceAgentFrame !== '';
}

export function voiceDemoCopy(voiceDemo: boolean) {
  return {
    /** Under `consent`. */
    bannerText: voiceDemo ? ('text' as const) : ('textNoVoice' as const),
    /** Under `consent.categories.functional`. */
    functionalDescription: voiceDemo ? ('description' as const) : ('descriptionNoVoice' as const),
    /** Under `cookiesPage.categories.functional`. */
    policyFunctionalText: voiceDemo ? ('text' as const) : ('textNoVoice' as const),
    /** Items of `cookiesPage.sections` (section.items.key) the policy leaves out. */
    policyOmits: voiceDemo ? [] : ['embeds.items.voiceDemo'],
  };
}

/** The inventory the cookie policy lists: the voice agent's entry only when the demo is on the site. */
export function storageInventoryFor(voiceDemo: boolean): Record<CookieCategory, readonly StorageEntry[]> {
  const keep = (category: CookieCategory) => storageInventory[category].filter((entry) => voiceDemo || entry.provider !== 'voiceAgent');
  return { necessary: keep('necessary'), functional: keep('functional'), analytics: keep('analytics'), advertising: keep('advertising') };
}
