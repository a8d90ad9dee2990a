import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { siteMessages } from './messages';
import { routing } from '@/i18n/routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Marketing figures filled in and Polish typography applied (lib/copy/messages.ts).
    messages: siteMessages(locale),
  };
});
