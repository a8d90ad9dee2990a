/**
 * The voice agent of the browser tests' build: `npm run build:test` sets
 * NEXT_PUBLIC_VOICE_AGENT_URL to this address, where tests/silent-host.mjs
 * (started by playwright.config.ts) accepts connections and never answers.
 * Tests that need an agent that answers stub it with page.route().
 */
export const TEST_VOICE_AGENT_URL = 'http://127.0.0.1:47193/embed/demo';
export const TEST_VOICE_AGENT_PORT = Number(new URL(TEST_VOICE_AGENT_URL).port);
export const TEST_VOICE_AGENT_ORIGIN = new URL(TEST_VOICE_AGENT_URL).origin;

/** A site configuration (lib/site.ts) as the test build has it: with this voice agent. */
export function withTestVoiceAgent<T extends { urls: object }>(config: T): T {
  return { ...config, urls: { ...config.urls, voiceAgent: TEST_VOICE_AGENT_URL, voiceAgentFrame: TEST_VOICE_AGENT_URL } };
}
