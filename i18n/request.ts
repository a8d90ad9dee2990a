import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { siteMessages } from '@/lib/messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Marketing figures filled in and Polish typography applied (lib/messages.ts).
    messages: siteMessages(locale),
  };
});
