import type { ReactNode } from 'react';
import { HeroBand } from '@/components/sections/HeroBand';

/** Heading, introduction, actions and the page's own visual at the top of a company page (the site's one hero). */
export function CompanyIntro({ heading, intro, children, eyebrow, visual }: { heading: string; intro: string; children?: ReactNode; eyebrow?: string; visual?: ReactNode }) {
  return <HeroBand eyebrow={eyebrow} title={heading} intro={intro} actions={children} visual={visual} />;
}
