import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { partnerPlaceholderUrl, partners, type PartnerLogo } from '@/lib/landing/partners';
import { SectionHeading } from './SectionHeading';
import styles from './landing.module.css';

function Logos({ items, copy = false }: { items: readonly PartnerLogo[]; copy?: boolean }) {
  return (
    <ul aria-hidden={copy || undefined} className={`flex shrink-0 items-center ${copy ? styles.marqueeCopy : ''}`}>
      {items.map((partner) => (
        <li key={partner.name} className="px-6 md:px-9">
          {(['light', 'dark'] as const).map((theme) => (
            // Each theme has its own wordmark colours; the other theme's image is display:none and never fetched.
            // eslint-disable-next-line @next/next/no-img-element -- static export, pre-sized local SVG
            <img
              key={theme}
              src={theme === 'dark' ? partner.darkLogoUrl : partner.logoUrl}
              data-fallback-src={partnerPlaceholderUrl}
              alt={copy ? '' : partner.name}
              width={180}
              height={48}
              loading="lazy"
              decoding="async"
              className={`h-10 w-auto opacity-90 md:h-12 ${theme === 'dark' ? 'hidden dark:block' : 'dark:hidden'}`}
            />
          ))}
        </li>
      ))}
    </ul>
  );
}

/** Section 2: technology partners in an endless marquee (pauses on hover and focus; still under reduced motion). */
export async function PartnerMarquee({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'integrations' });
  const tPartners = await getTranslations({ locale, namespace: 'partners' });
  return (
    <section aria-labelledby="partners-title" className="below-fold border-y border-line bg-surface py-14">
      <div className="container-page">
        <SectionHeading id="partners-title" title={t('title')} subtitle={t('subtitle')} />
      </div>
      <div
        tabIndex={0}
        role="group"
        aria-label={tPartners('listLabel')}
        className={`relative mt-10 overflow-hidden outline-offset-[-3px] [mask-image:linear-gradient(90deg,transparent,#000_8%,#000_92%,transparent)] ${styles.marqueeFrame}`}
      >
        <div className={styles.marquee}>
          <Logos items={partners} />
          <Logos items={partners} copy />
        </div>
      </div>
    </section>
  );
}
