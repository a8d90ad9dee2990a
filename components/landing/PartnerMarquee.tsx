import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { connectedSystems, type ConnectedSystem } from '@/lib/landing/partners';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { SectionHeading } from './SectionHeading';
import styles from './landing.module.css';

function Systems({ items, categories, copy = false }: { items: readonly ConnectedSystem[]; categories: Record<string, string>; copy?: boolean }) {
  return (
    <ul aria-hidden={copy || undefined} className={`flex shrink-0 items-center ${copy ? styles.marqueeCopy : ''}`}>
      {items.map((system) => (
        <li key={system.id} className="px-6 md:px-9">
          <span className="block whitespace-nowrap text-lg font-bold text-fg md:text-xl">{system.name}</span>
          <span className="block text-xs text-muted">{categories[system.category]}</span>
        </li>
      ))}
    </ul>
  );
}

/** Section 2: the systems the agent connects with, in an endless marquee (pauses on hover and focus; still under reduced motion). */
export async function PartnerMarquee({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'integrations' });
  const tPartners = await getTranslations({ locale, namespace: 'partners' });
  const tDirectory = await getTranslations({ locale, namespace: 'integrationsPage' });
  const categories = Object.fromEntries(connectedSystems.map(({ category }) => [category, tDirectory(`categories.${category}.name`)]));
  return (
    <section aria-labelledby="partners-title" className="below-fold border-y border-line bg-surface py-8 md:py-14">
      <div className="container-page">
        <SectionHeading id="partners-title" title={t('title')} subtitle={t('subtitle')} />
      </div>
      <div
        tabIndex={0}
        role="group"
        aria-label={tPartners('listLabel')}
        className={`relative mt-8 overflow-hidden md:mt-10 outline-offset-[-3px] [mask-image:linear-gradient(90deg,transparent,#000_8%,#000_92%,transparent)] ${styles.marqueeFrame}`}
      >
        <div className={styles.marquee}>
          <Systems items={connectedSystems} categories={categories} />
          <Systems items={connectedSystems} categories={categories} copy />
        </div>
      </div>
      <div className="container-page mt-6 text-center md:mt-8">
        <LocaleLink locale={locale} route="/integrations" className="btn btn-secondary">
          {tPartners('directoryLink')}
        </LocaleLink>
      </div>
    </section>
  );
}
