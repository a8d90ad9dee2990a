import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site';
import { cookieCategories, storageInventoryFor, voiceDemoConfigured, voiceDemoCopy } from '@/lib/browser/cookie-inventory';

/** Every cookie and storage key, by category, as cards (readable at 390 px, no sideways scrolling). */
export async function CookieInventory({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'cookiesPage' });
  const voiceDemo = voiceDemoConfigured();
  const inventory = storageInventoryFor(voiceDemo);
  const categoryText = (category: (typeof cookieCategories)[number]) =>
    category === 'functional' ? t(`categories.functional.${voiceDemoCopy(voiceDemo).policyFunctionalText}`) : t(`categories.${category}.text`);
  return (
    <div className="not-prose mt-6 space-y-10">
      {cookieCategories.map((category) => (
        <section key={category} aria-labelledby={`category-${category}`}>
          <h3 id={`category-${category}`} className="text-xl font-bold text-fg">
            {t(`categories.${category}.title`)}
          </h3>
          <p className="mt-1 text-muted">{categoryText(category)}</p>
          <ul className="mt-4 space-y-4">
            {inventory[category].map((entry) => (
              <li key={entry.id} className="rounded-2xl border border-line bg-surface p-5" data-testid={`storage-${entry.id}`}>
                <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
                  <dt className="font-semibold text-muted">{t('columns.key')}</dt>
                  <dd className="flex flex-wrap gap-2">
                    {entry.names.map((name) => (
                      <code key={name} className="break-all rounded-md bg-surface-strong px-2 py-0.5 font-mono text-[0.8125rem] text-fg">
                        {name}
                      </code>
                    ))}
                  </dd>
                  <dt className="font-semibold text-muted">{t('columns.provider')}</dt>
                  <dd className="text-fg">{t(`providers.${entry.provider}`, { name: siteConfig.name })}</dd>
                  <dt className="font-semibold text-muted">{t('columns.storage')}</dt>
                  <dd className="text-fg">{t(`storage.${entry.storage}`)}</dd>
                  <dt className="font-semibold text-muted">{t('columns.purpose')}</dt>
                  <dd className="text-fg">{t(`keys.${entry.id}.purpose` as 'keys.consent.purpose')}</dd>
                  <dt className="font-semibold text-muted">{t('columns.duration')}</dt>
                  <dd className="text-fg">{t(`keys.${entry.id}.duration` as 'keys.consent.duration')}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
