import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pages } from '@/lib/facts/pages';
import { localeHref } from '@/lib/facts/routes';
import { breadcrumbRoutes } from '@/lib/seo/seo';
import { absoluteUrl, planIds, siteConfig, type PlanId } from '@/lib/site';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/ui/JsonLd';

/** Translated plan names, for the Organization and Product offers. */
export async function planNames(locale: Locale): Promise<Record<PlanId, string>> {
  const t = await getTranslations({ locale, namespace: 'seo.plans' });
  return Object.fromEntries(planIds.map((id) => [id, t(id)])) as Record<PlanId, string>;
}

interface Props {
  locale: Locale;
  /** The page's route without locale, e.g. "/pricing" or "/blog/my-post". */
  route: string;
  /** Name of the last breadcrumb when the route is not in lib/facts/pages.ts (a blog post's title). */
  title?: string;
}

/**
 * The structured data that belongs to one page, from its route: the Organization on
 * the home page (search engines read it there; other pages do not repeat it),
 * BreadcrumbList on every inner page, plus Product/Offer on /pricing. Include it once
 * per page (the landing page, PageHero, LegalPage and the blog components already do).
 */
export async function PageJsonLd({ locale, route, title }: Props) {
  const trail = breadcrumbRoutes(route);
  if (trail.length === 0) {
    const tMeta = await getTranslations({ locale, namespace: 'meta' });
    return <JsonLd data={organizationJsonLd(tMeta('defaultDescription', { name: siteConfig.name }), locale, await planNames(locale))} />;
  }
  const t = await getTranslations({ locale, namespace: 'seo.crumbs' });
  const items: { name: string; route: string }[] = trail.map((r) => ({ name: t(pages[r].key), route: r }));
  const clean = route.replace(/\/+$/, '');
  if (items.at(-1)?.route !== clean) items.push({ name: title ?? clean.slice(clean.lastIndexOf('/') + 1), route: clean });

  const blocks = [breadcrumbJsonLd(locale, items)];
  if (clean === '/pricing') {
    const [tSeo, tPage] = await Promise.all([
      getTranslations({ locale, namespace: 'seo' }),
      getTranslations({ locale, namespace: 'pages.pricing' }),
    ]);
    blocks.push(
      productJsonLd(locale, {
        name: tSeo('productName', { name: siteConfig.name }),
        description: tPage('description', { name: siteConfig.name }),
        planNames: await planNames(locale),
        url: absoluteUrl(localeHref(locale, '/pricing')),
      }),
    );
  }
  return (
    <>
      {blocks.map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
    </>
  );
}
