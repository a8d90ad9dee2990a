import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { imageFallbackScript } from '@/lib/landing/image-fallback';
import { webpDetectScript } from '@/lib/browser/webp';
import { Hero } from '@/components/landing/Hero';
import { PartnerMarquee } from '@/components/landing/PartnerMarquee';
import { DemoVideos } from '@/components/landing/DemoVideos';
import { PhotoCollage } from '@/components/landing/PhotoCollage';
import { Features } from '@/components/landing/Features';
import { Testimonials } from '@/components/landing/Testimonials';
import { Security } from '@/components/landing/Security';
import { Faq } from '@/components/landing/Faq';
import { FinalCta } from '@/components/landing/FinalCta';
import { LandingEffects } from '@/components/landing/LandingEffects';

export const generateMetadata = pageMetadata('/');

export default async function LandingPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return (
    <>
      <Hero locale={locale} />
      <PartnerMarquee locale={locale} />
      <DemoVideos locale={locale} />
      <PhotoCollage locale={locale} />
      <Features locale={locale} />
      <Testimonials locale={locale} />
      <Security locale={locale} />
      <Faq locale={locale} />
      <FinalCta locale={locale} />
      {/* After the sections, so the parser does not pause before the hero; images that
          already failed are caught by its first pass. WebP detection picks the collage's backdrop. */}
      <script dangerouslySetInnerHTML={{ __html: imageFallbackScript + webpDetectScript }} />
      <LandingEffects />
      <PageJsonLd locale={locale} route="/" />
    </>
  );
}
