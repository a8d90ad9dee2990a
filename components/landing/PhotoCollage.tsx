import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { COLLAGE_IMAGE_SIZE, collageIds } from '@/lib/landing/content';
import { Reveal } from '@/components/motion/Reveal';
import { SectionHeading } from './SectionHeading';
import styles from './landing.module.css';

/**
 * Section 4: illustrated scenes (AVIF/WebP with a PNG fallback; a night-time
 * variant in the dark theme), pre-sized and
 * lazy; a failed image shows "Image not available" (lib/landing/image-fallback.ts).
 */
export async function PhotoCollage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'collage' });
  const { width, height } = COLLAGE_IMAGE_SIZE;
  return (
    <section aria-labelledby="collage-title" className={`below-fold relative bg-surface py-10 md:py-24 ${styles.backdrop}`}>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-surface/80" />
      <div className="container-page relative">
        <SectionHeading id="collage-title" title={t('title')} />
        <ul tabIndex={0} aria-labelledby="collage-title" className="snap-row mt-8 grid gap-4 sm:grid-cols-2 md:mt-12 md:gap-6">
          {collageIds.map((id, index) => (
            <Reveal key={id} index={index} as="li">
              <figure data-img-box="" className="group relative overflow-hidden rounded-2xl bg-brand-soft ring-1 ring-art-edge">
                {(['', '-dark'] as const).map((suffix) => (
                  // Light and dark drawings: the other theme's picture is display:none, so its lazy image is never fetched.
                  <picture key={suffix} className={suffix ? 'hidden dark:block' : 'dark:hidden'}>
                    <source type="image/avif" srcSet={`/landing/collage/${id}${suffix}.avif`} />
                    <source type="image/webp" srcSet={`/landing/collage/${id}${suffix}.webp`} />
                    <img
                      src={`/landing/collage/${id}${suffix}.png`}
                      alt={t(`${id}.alt`)}
                      width={width}
                      height={height}
                      loading="lazy"
                      decoding="async"
                      className="block h-auto w-full group-data-[img-failed]:invisible"
                    />
                  </picture>
                ))}
                <span className="absolute inset-0 hidden items-center justify-center p-4 text-center text-sm font-medium text-muted group-data-[img-failed]:flex">
                  {t('unavailable')}
                </span>
                <figcaption className="absolute bottom-3 left-3 rounded-full bg-page/90 px-3 py-1 text-sm font-semibold text-fg shadow-sm">{t(`${id}.caption`)}</figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
