import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { securityIds } from '@/lib/landing/content';
import { Reveal } from '@/components/motion/Reveal';
import { IconTile } from '@/components/ui/IconTile';
import { SectionHeading } from './SectionHeading';

const shield = 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3Z';
const marks: Record<(typeof securityIds)[number], string> = {
  iso27001: `${shield}M9 12l2 2 4-4`,
  soc2: `${shield}M9 12l2 2 4-4`,
  pciDss: 'M3 7h18v10H3zM3 10h18M7 14h3',
  gdpr: 'M12 3v2m0 14v2M3 12h2m14 0h2M6 6l1.5 1.5m9 9L18 18M6 18l1.5-1.5m9-9L18 6M9 12a3 3 0 1 0 6 0 3 3 0 0 0-6 0',
  hipaa: 'M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10ZM12 10v4m-2-2h4',
  privacyMode: 'M6 10V8a6 6 0 1 1 12 0v2M5 10h14v11H5zM12 14v3',
};

/** Section 7: security standards (as far as each goes, lib/copy/policies.ts `security`) and privacy options. */
export async function Security({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'security' });
  return (
    <section aria-labelledby="security-title" className="below-fold container-page py-10 md:py-24">
      <SectionHeading id="security-title" title={t('title')} />
      <ul tabIndex={0} aria-labelledby="security-title" className="snap-row mt-8 grid gap-4 sm:grid-cols-2 md:mt-12 lg:grid-cols-3">
        {securityIds.map((id, index) => (
          <Reveal key={id} index={index} as="li" className="flex gap-4 rounded-2xl border border-line p-5">
            <IconTile path={marks[id]} />
            <div>
              <h3 className="font-semibold text-fg">{t(`items.${id}.title`)}</h3>
              <p className="mt-1 text-sm leading-6 text-muted">{t(`items.${id}.text`)}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
