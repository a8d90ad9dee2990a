import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { typesetMessages } from '@/lib/copy/typography';
import { pluralForms } from '@/lib/copy/plural';
import { integrationCategories, integrationDescription, integrations, shownIntegrationName } from '@/lib/data/integrations';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { Section, SectionHeading } from '@/components/sections/SectionHeading';
import { IntegrationsDirectory } from '@/components/sections/IntegrationsDirectory';
import { getFormText } from '@/components/forms/formText';
import { SystemsWall } from '@/components/sections/SystemsWall';

export const generateMetadata = pageMetadata('/integrations');

export default async function IntegrationsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'integrationsPage');
  const t = await getTranslations({ locale, namespace: 'integrationsPage' });
  const categoryNames = Object.fromEntries(integrationCategories.map((id) => [id, c.categories[id].name])) as Record<(typeof integrationCategories)[number], string>;
  return (
    <>
      <PageHero
        route="/integrations"
        locale={locale}
        secondary={{ target: '/contact', label: c.ctaSecondary }}
        visual={<SystemsWall locale={locale} title={c.connectedTitle} statuses={c.statuses} more={{ href: '#directory', label: c.directoryTitle }} />}
      />
      <FeatureGrid
        id="integration-categories"
        title={c.categoriesTitle}
        items={integrationCategories.map((id) => {
          const { title, name, text } = c.categories[id];
          // "Property-management systems (PMS)", but not "Calendars (Calendars)".
          return { title: title.toLowerCase().includes(name.toLowerCase()) ? title : `${title} (${name})`, text };
        })}
      />
      <Section id="directory" labelledBy="directory-title" tone="surface">
        <SectionHeading id="directory-title" title={c.directoryTitle} intro={c.directoryIntro} />
        <div className="mt-8">
          <IntegrationsDirectory
            locale={locale}
            items={integrations.map((item) => ({
              id: item.id,
              name: shownIntegrationName(item, locale),
              description: typesetMessages(integrationDescription(item, locale), locale),
              category: item.category,
              status: item.status,
              ...(item.aliases ? { aliases: item.aliases } : {}),
            }))}
            request={{ locale, form: await getFormText(locale), text: c.request }}
            labels={{
              searchLabel: c.searchLabel,
              searchPlaceholder: c.searchPlaceholder,
              filterLabel: c.filterLabel,
              all: c.all,
              results: pluralForms(locale, (count) => t('results', { count })),
              noResults: c.noResults,
              statusLabel: c.statusLabel,
              caption: c.tableCaption,
              systemLabel: c.systemLabel,
              statuses: c.statuses,
              categories: categoryNames,
            }}
          />
        </div>
      </Section>
      <FeatureGrid id="integration-status" title={c.statusTitle} items={c.statusItems} />
      <PageCta route="/integrations" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/contact', label: c.ctaSecondary }} />
    </>
  );
}
