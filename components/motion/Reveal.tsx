import type { ReactNode } from 'react';
import { revealDelayMs } from './reveal';

interface Props {
  children: ReactNode;
  /** Position in its group: the stagger is 50 ms per index, at most 500 ms. */
  index?: number;
  className?: string;
  as?: 'div' | 'li' | 'article';
}

/**
 * Server wrapper for reveal-on-scroll. The content is visible in the static
 * HTML; <LandingEffects> (components/landing) hides only elements that are
 * still below the fold once JavaScript runs, then fades them in when 10% is in
 * view. Nothing moves under prefers-reduced-motion. Never wrap the largest
 * above-the-fold element (the hero heading) in it.
 */
export function Reveal({ children, index = 0, className = '', as: Tag = 'div' }: Props) {
  return (
    <Tag
      data-reveal=""
      style={{ transitionDelay: `${revealDelayMs(index)}ms` }}
      className={`transition-[opacity,translate] duration-500 ease-out data-[reveal=pending]:translate-y-4 data-[reveal=pending]:opacity-0 motion-reduce:transition-none ${className}`}
    >
      {children}
    </Tag>
  );
}
