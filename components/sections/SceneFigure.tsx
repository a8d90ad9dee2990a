import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { COLLAGE_IMAGE_SIZE, collageIds } from '@/lib/landing/content';

type Scene = (typeof collageIds)[number];

/**
 * The drawn scenes of the landing page's collage (a night-time drawing in the dark theme),
 * as a hero's visual: one industry's scene, or several in a grid. Sized, so nothing moves
 * when they arrive; lazy, so the other theme's hidden drawing is never fetched.
 */
export async function SceneFigure({ locale, scenes }: { locale: Locale; scenes: readonly Scene[] }) {
  const t = await getTranslations({ locale, namespace: 'collage' });
  const { width, height } = COLLAGE_IMAGE_SIZE;
  return (
    <ul className={`grid gap-3 ${scenes.length > 1 ? 'grid-cols-2' : ''}`}>
      {scenes.map((id) => (
        <li key={id}>
          <figure className="relative overflow-hidden rounded-2xl border border-line bg-brand-soft shadow-xl shadow-indigo-950/10 dark:shadow-black/30">
            {(['', '-dark'] as const).map((suffix) => (
              // Light and dark drawings: the other theme's picture is display:none.
              <picture key={suffix} className={suffix ? 'hidden dark:block' : 'dark:hidden'}>
                <source type="image/avif" srcSet={`/landing/collage/${id}${suffix}.avif`} />
                <source type="image/webp" srcSet={`/landing/collage/${id}${suffix}.webp`} />
                <img src={`/landing/collage/${id}${suffix}.png`} alt={t(`${id}.alt`)} width={width} height={height} loading="lazy" decoding="async" className="block h-auto w-full" />
              </picture>
            ))}
            <figcaption className="absolute bottom-2 left-2 rounded-full bg-page/90 px-3 py-1 text-sm font-semibold text-fg shadow-sm">{t(`${id}.caption`)}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
