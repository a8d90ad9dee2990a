import { createElement, type AnchorHTMLAttributes } from 'react';
import { localeHref } from '@/lib/facts/routes';
import type { Locale } from '@/i18n/locales';

// next-intl's createNavigation() is deliberately not used: merely importing its
// Link registers a client module (next/link, the message-format parser) in
// every page's bundle, ~25 KB gzip, although the site's links are plain <a>.

type LocaleLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  locale: Locale;
  /** Route without the locale, e.g. "/pricing" or "/pricing#plans". */
  route: string;
};

/**
 * Internal link for server and client components alike: the locale is
 * explicit (static rendering has no request to read it from) and the href has
 * the export's trailing slash. A plain <a>: every page is a complete static
 * document, so a click loads it like any website (no client router code, which
 * would cost ~13 KB gzip on every page); the spec's preload map
 * (components/layout/SiteEffects.tsx) prefetches the likely next documents.
 */
export function LocaleLink({ locale, route, ...props }: LocaleLinkProps) {
  const [path = '/', hash] = route.split('#');
  const href = localeHref(locale, path) + (hash ? `#${hash}` : '');
  return createElement('a', { ...props, href });
}
