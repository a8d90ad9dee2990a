import { SectionHeader } from '@/components/ui/SectionHeader';

/** Title and introduction of the landing sections: the site's one SectionHeader, centred. */
export function SectionHeading({ id, title, subtitle, align = 'center' }: { id: string; title: string; subtitle?: string; align?: 'center' | 'left' }) {
  return <SectionHeader id={id} title={title} lead={subtitle} align={align} />;
}
