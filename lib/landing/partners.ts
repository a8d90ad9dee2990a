/**
 * Technology partners shown in the landing marquee (spec 3, "Technology-partner
 * logo"). The companies are illustrative; replace the list and the SVG files in
 * public/landing/partners/ with real partners' logos when you have permission.
 */
export interface PartnerLogo {
  name: string;
  logoUrl: string;
}

export const partnerPlaceholderUrl = '/landing/partners/placeholder.svg';

export const partners: readonly PartnerLogo[] = [
  { name: 'NovaStay PMS', logoUrl: '/landing/partners/novastay.svg' },
  { name: 'RateWise RMS', logoUrl: '/landing/partners/ratewise.svg' },
  { name: 'Bookora CRS', logoUrl: '/landing/partners/bookora.svg' },
  { name: 'LeadHarbor CRM', logoUrl: '/landing/partners/leadharbor.svg' },
  { name: 'Calendra', logoUrl: '/landing/partners/calendra.svg' },
  { name: 'Voxline', logoUrl: '/landing/partners/voxline.svg' },
  { name: 'Keynest', logoUrl: '/landing/partners/keynest.svg' },
  { name: 'Medisync', logoUrl: '/landing/partners/medisync.svg' },
  { name: 'Paystream', logoUrl: '/landing/partners/paystream.svg' },
  { name: 'Channelry', logoUrl: '/landing/partners/channelry.svg' },
];
