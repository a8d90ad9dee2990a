import type { RoutePath } from './routes';

/** Where a page's main call to action leads. */
export type CtaTarget = RoutePath | 'scheduling' | 'signup';

export interface PageEntry {
  /** Message key under `pages.*` in messages/*.json. */
  key: PageKey;
  cta: CtaTarget;
}

export type PageKey =
  | 'home'
  | 'privacy'
  | 'cookies'
  | 'terms'
  | 'industries'
  | 'caseStudy'
  | 'about'
  | 'careers'
  | 'ourStory'
  | 'bookDemo'
  | 'contact'
  | 'welcome'
  | 'partnership'
  | 'realEstate'
  | 'realEstateFlorida'
  | 'floridaRoiCalculator'
  | 'realEstateSuccessPricing'
  | 'hotelSuccessPricing'
  | 'hotels'
  | 'pricing'
  | 'journey'
  | 'blog'
  | 'blogMd'
  | 'areYouSecretlyLosing'
  | 'letter'
  | 'recover175k'
  | 'convai'
  | 'handover'
  | 'useCases'
  | 'integrations'
  | 'trust'
  | 'sampleCalls';

/** Every route's message key and main call to action. */
export const pages: Record<RoutePath, PageEntry> = {
  '/': { key: 'home', cta: 'scheduling' },
  '/privacy': { key: 'privacy', cta: '/contact' },
  '/cookies': { key: 'cookies', cta: '/privacy' },
  '/terms': { key: 'terms', cta: '/contact' },
  '/industries': { key: 'industries', cta: '/book-demo' },
  '/case-study': { key: 'caseStudy', cta: '/book-demo' },
  '/about': { key: 'about', cta: '/careers' },
  '/careers': { key: 'careers', cta: '/contact' },
  '/our-story': { key: 'ourStory', cta: '/about' },
  '/book-demo': { key: 'bookDemo', cta: 'scheduling' },
  '/contact': { key: 'contact', cta: 'scheduling' },
  '/welcome': { key: 'welcome', cta: 'signup' },
  '/partnership': { key: 'partnership', cta: '/contact' },
  '/real-estate': { key: 'realEstate', cta: '/real-estate-success-pricing' },
  '/real-estate/florida': { key: 'realEstateFlorida', cta: '/real-estate/florida/roi-calculator' },
  '/real-estate/florida/roi-calculator': { key: 'floridaRoiCalculator', cta: '/book-demo' },
  '/real-estate-success-pricing': { key: 'realEstateSuccessPricing', cta: '/book-demo' },
  '/hotel-success-pricing': { key: 'hotelSuccessPricing', cta: '/book-demo' },
  '/hotels': { key: 'hotels', cta: '/hotel-success-pricing' },
  '/pricing': { key: 'pricing', cta: '/welcome' },
  '/journey': { key: 'journey', cta: '/book-demo' },
  '/blog': { key: 'blog', cta: '/book-demo' },
  '/blog-md': { key: 'blogMd', cta: '/book-demo' },
  '/blogMd': { key: 'blogMd', cta: '/book-demo' },
  '/are-you-secretly-losing-thousands-every-month': { key: 'areYouSecretlyLosing', cta: '/book-demo' },
  '/letter': { key: 'letter', cta: '/book-demo' },
  '/recover-175k-monthly': { key: 'recover175k', cta: '/book-demo' },
  '/convai': { key: 'convai', cta: '/book-demo' },
  '/Intelligent-Handover-Process': { key: 'handover', cta: '/book-demo' },
  '/use-cases': { key: 'useCases', cta: '/industries' },
  '/integrations': { key: 'integrations', cta: '/book-demo' },
  '/trust': { key: 'trust', cta: '/contact' },
  '/sample-calls': { key: 'sampleCalls', cta: '/book-demo' },
};
