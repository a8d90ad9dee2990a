/**
 * Ids of the landing page's repeated content. The copy for each id lives in
 * messages/*.json (same key in both languages); the order here is the order
 * on the page.
 */
export const featureIds = ['bookings', 'leads', 'handover'] as const;

/** Business-impact figures (values and labels in `benefits.figures.<id>`). */
export const figureIds = ['conversion', 'workload', 'routine', 'concurrent'] as const;

/** Offer facts: trial, money-back guarantee, assessment. */
export const offerIds = ['trial', 'moneyBack', 'assessment'] as const;

export const securityIds = ['iso27001', 'soc2', 'pciDss', 'gdpr', 'hipaa', 'privacyMode'] as const;

/** The FAQ entries (`faq.items.<id>.question` / `.answer`): what no other section of the page answers. */
export const faqIds = ['setup', 'integrations', 'concurrency'] as const;

/** The four collage scenes; files in public/landing/collage/<id>.{avif,webp,png}. */
export const collageIds = ['hotel-reception', 'clinic', 'real-estate', 'small-shop'] as const;
export const COLLAGE_IMAGE_SIZE = { width: 800, height: 560 } as const;

/** The two demo videos: ids come from siteConfig.videos, posters are local. */
export const videoIds = ['productTour', 'hotelDemo'] as const;
export const videoPosters: Record<(typeof videoIds)[number], string> = {
  productTour: '/landing/videos/product-tour.svg',
  hotelDemo: '/landing/videos/hotel-demo.svg',
};
