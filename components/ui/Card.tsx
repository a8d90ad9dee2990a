import type { HTMLAttributes, ReactNode } from 'react';

interface Props extends HTMLAttributes<HTMLElement> {
  /** The element: a list item in a grid of cards, an article when the card is a piece of its own, a figure when it draws the product. */
  as?: 'div' | 'li' | 'article' | 'figure';
  /** The rounder corner of the big cards (a plan, a case study). */
  large?: boolean;
  /** The brand border, ring and shadow of the one card to notice first (the popular plan). */
  highlighted?: boolean;
  /** The soft shadow of a raised panel (the product window). */
  raised?: boolean;
  /** Layout and position: they differ from card to card. */
  className?: string;
  /** The inner space (classes): it differs from card to card. */
  padding?: string;
  children: ReactNode;
}

/**
 * The site's card: a rounded, bordered panel in the page colour (both themes follow
 * app/globals.css). Used by the feature grid, the plan cards, the case study and the
 * product window (the dashboard and the handover note are drawn in it).
 */
export function Card({ as: Element = 'div', large = false, highlighted = false, raised = false, className, padding, children, ...rest }: Props) {
  const shape = `${large ? 'rounded-3xl' : 'rounded-2xl'} border ${highlighted ? 'border-brand shadow-lg ring-2 ring-brand' : 'border-line'} bg-page`;
  // In this order the classes read as the cards wrote them before, which keeps the pages' bytes.
  const classes = [className, shape, padding, raised ? 'shadow-xl shadow-indigo-950/10 dark:shadow-black/30' : undefined].filter(Boolean).join(' ');
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}
