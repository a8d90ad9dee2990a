import { createElement, type ComponentProps } from 'react';
import NextLink from 'next/link';
import { createNavigation } from 'next-intl/navigation';
import { localeHref } from '@/lib/routes';
import { routing, type Locale } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

type LocaleLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & {
  locale: Locale;
  /** Route without the locale, e.g. "/pricing" or "/pricing#plans". */
  route: string;
};

/**
 * Internal link for server and client components alike: the locale is
 * explicit (static rendering has no request to read it from) and the href has
 * the export's trailing slash. Automatic prefetching is off: the spec's
 * preload map (components/layout/SiteEffects.tsx) decides what to prefetch.
 */
export function LocaleLink({ locale, route, ...props }: LocaleLinkProps) {
  const [path = '/', hash] = route.split('#');
  const href = localeHref(locale, path) + (hash ? `#${hash}` : '');
  return createElement(NextLink, { ...props, href, prefetch: false });
}
