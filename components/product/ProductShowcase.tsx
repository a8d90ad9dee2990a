import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { sampleCall } from '@/lib/data/sample-calls';
import { Section, SectionHeading } from '@/components/sections/SectionHeading';
import { CallDashboard } from './CallDashboard';
import { HandoverNoteCard } from './HandoverNoteCard';
import { TranscriptCard } from './TranscriptCard';

/** The product views an inner page can show; titles and introductions in `product.views.<view>`. */
export type ProductView =
  | 'dashboardHotel'
  | 'dashboardRealEstate'
  | 'dashboardJourney'
  | 'transcriptHotel'
  | 'transcriptRealEstate'
  | 'transcriptChange'
  | 'handover'
  | 'switch'
  | 'spanish';

async function Visual({ locale, view, compact }: { locale: Locale; view: ProductView; compact?: boolean }) {
  switch (view) {
    case 'dashboardHotel':
    case 'dashboardJourney':
      return <CallDashboard locale={locale} industry="hotel" compact={compact} />;
    case 'dashboardRealEstate':
      return <CallDashboard locale={locale} industry="realEstate" />;
    case 'transcriptHotel':
      return <TranscriptCard locale={locale} call={sampleCall('late-booking')} />;
    case 'transcriptRealEstate':
      return <TranscriptCard locale={locale} call={sampleCall('viewing')} />;
    case 'transcriptChange':
      return <TranscriptCard locale={locale} call={sampleCall('change-reservation')} />;
    case 'handover':
      return <HandoverNoteCard locale={locale} />;
    case 'switch':
      return <TranscriptCard locale={locale} call={sampleCall('language-switch')} markers />;
    case 'spanish':
      return <TranscriptCard locale={locale} call={sampleCall('florida-spanish')} markers />;
  }
}

/** Which caption a view's figure gets (`product.figures.<kind>`). */
function figureKind(view: ProductView): 'dashboard' | 'transcript' | 'handover' {
  if (view.startsWith('dashboard')) return 'dashboard';
  return view === 'handover' ? 'handover' : 'transcript';
}

/**
 * A product view as a figure with a short caption: the product is shown, not told
 * (`npm run words` counts copy, not figures). Also a hero's visual (`compact`).
 */
export async function ProductFigure({ locale, view, compact = false }: { locale: Locale; view: ProductView; compact?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'product' });
  return (
    <figure data-product-view={view} className="min-w-0">
      <Visual locale={locale} view={view} compact={compact} />
      <figcaption className="mt-3 text-sm text-muted">{t(`figures.${figureKind(view)}`)}</figcaption>
    </figure>
  );
}

/**
 * A section of an inner page that shows the product: heading and introduction
 * beside a drawn product view (static HTML, no client code), with a link to
 * all sample calls (`link={false}` for a page's second showcase, so the link is said once).
 */
export async function ProductShowcase({
  locale,
  view,
  id,
  tone = 'plain',
  link = true,
}: {
  locale: Locale;
  view: ProductView;
  id: string;
  tone?: 'plain' | 'surface';
  link?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'product' });
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <div className="grid gap-8 md:gap-10 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div className="min-w-0 lg:sticky lg:top-24">
          <SectionHeading id={`${id}-title`} title={t(`views.${view}.title`)} intro={t(`views.${view}.intro`)} />
          {link ? (
            <LocaleLink locale={locale} route="/sample-calls" className="btn btn-secondary mt-6">
              {t('seeAll')}
            </LocaleLink>
          ) : null}
        </div>
        <ProductFigure locale={locale} view={view} />
      </div>
    </Section>
  );
}
