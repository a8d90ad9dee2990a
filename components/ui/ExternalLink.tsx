import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; children: ReactNode };

/** A link that opens in a new tab, and says so to screen-reader users. */
export async function ExternalLink({ children, ...props }: Props) {
  const t = await getTranslations('common');
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}
