/**
 * Technology partners shown in the landing marquee (spec 3, "Technology-partner
 * logo"). The companies are illustrative; replace the list and the SVG files in
 * public/landing/partners/ with real partners' logos when you have permission.
 */
export interface PartnerLogo {
  name: string;
  logoUrl: string;
  /** The same wordmark drawn for the dark theme (light ink, brighter mark). */
  darkLogoUrl: string;
}

export const partnerPlaceholderUrl = '/landing/partners/placeholder.svg';

export const partners: readonly PartnerLogo[] = [
  { name: 'NovaStay PMS', logoUrl: '/landing/partners/novastay.svg', darkLogoUrl: '/landing/partners/novastay-dark.svg' },
  { name: 'RateWise RMS', logoUrl: '/landing/partners/ratewise.svg', darkLogoUrl: '/landing/partners/ratewise-dark.svg' },
  { name: 'Bookora CRS', logoUrl: '/landing/partners/bookora.svg', darkLogoUrl: '/landing/partners/bookora-dark.svg' },
  { name: 'LeadHarbor CRM', logoUrl: '/landing/partners/leadharbor.svg', darkLogoUrl: '/landing/partners/leadharbor-dark.svg' },
  { name: 'Calendra', logoUrl: '/landing/partners/calendra.svg', darkLogoUrl: '/landing/partners/calendra-dark.svg' },
  { name: 'Voxline', logoUrl: '/landing/partners/voxline.svg', darkLogoUrl: '/landing/partners/voxline-dark.svg' },
  { name: 'Keynest', logoUrl: '/landing/partners/keynest.svg', darkLogoUrl: '/landing/partners/keynest-dark.svg' },
  { name: 'Medisync', logoUrl: '/landing/partners/medisync.svg', darkLogoUrl: '/landing/partners/medisync-dark.svg' },
  { name: 'Paystream', logoUrl: '/landing/partners/paystream.svg', darkLogoUrl: '/landing/partners/paystream-dark.svg' },
  { name: 'Channelry', logoUrl: '/landing/partners/channelry.svg', darkLogoUrl: '/landing/partners/channelry-dark.svg' },
];
