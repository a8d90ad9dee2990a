/**
 * @jest-environment node
 */
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { callbackPromise } from './callback-promise';

describe('"Call me now" promises what this build\'s settings will do', () => {
  const vapi = { VOICE_CALLBACK_PROVIDER: 'vapi', VAPI_API_KEY: 'k', VAPI_ASSISTANT_ID: 'a', VAPI_PHONE_NUMBER_ID: 'p' };
  it.each([
    ['no voice platform', {}, 'team'],
    ['a complete Vapi configuration', vapi, 'agent'],
    ['Vapi without its phone number id', { ...vapi, VAPI_PHONE_NUMBER_ID: '' }, 'team'],
    ['Retell without its agent', { VOICE_CALLBACK_PROVIDER: 'retell', RETELL_API_KEY: 'k', RETELL_FROM_NUMBER: '+14155550123' }, 'team'],
    ['the signed webhook', { VOICE_CALLBACK_URL: 'https://voice.example.com/call' }, 'agent'],
    ['a webhook address that is not a URL', { VOICE_CALLBACK_URL: 'voice.example.com' }, 'team'],
  ] as const)('%s: %s', (_, env, promise) => {
    expect(callbackPromise(env)).toBe(promise);
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('%s: the team\'s promise names the call-back hours and never the agent calling; the answer after sending says the same', (_, m) => {
    const { agent, team } = m.callback.modes;
    expect(team.intro).toContain('{callbackHours}');
    expect(m.callback.teamCalling).toContain('{callbackHours}');
    for (const key of ['title', 'intro', 'consent', 'submit'] as const) expect(team[key]).not.toBe(agent[key]);
    expect(JSON.stringify(team)).not.toMatch(/agent will call|agent calls|agent zadzwoni|zadzwoni do Ciebie agent/i);
  });
});
