import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/site';
import type { CtaTarget } from '@/lib/facts/pages';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ExternalLink } from './ExternalLink';

interface Props {
  target: CtaTarget;
  locale: Locale;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  className?: string;
}

/** A call-to-action button to an internal page, the scheduling page or the dashboard sign-up. */
export function CtaLink({ target, locale, children, variant = 'primary', className = '' }: Props) {
  const classes = `btn btn-${variant} ${className}`;
  if (target === 'scheduling' || target === 'signup') {
    const href = target === 'scheduling' ? siteConfig.urls.scheduling : siteConfig.urls.dashboardSignup;
    return (
      <ExternalLink href={href} className={classes}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <LocaleLink locale={locale} route={target} className={classes}>
      {children}
    </LocaleLink>
  );
}
