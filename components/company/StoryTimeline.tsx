import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Card } from '@/components/ui/Card';
import { LocaleLink } from '@/components/ui/LocaleLink';

/** The chapters of the company's story, in order (`ourStoryPage.chapters`). */
export const storyChapters = ['voicemail', 'prototype', 'growth', 'today'] as const;

/**
 * The story as a short timeline in a hero: each chapter's stage and title, linked to
 * the chapter on /our-story. The copy gives stages, not years,
 * so the timeline shows the stages.
 */
export async function StoryTimeline({ locale, title }: { locale: Locale; title: string }) {
  const t = await getTranslations({ locale, namespace: 'ourStoryPage' });
  return (
    <Card raised className="min-w-0" padding="p-6 md:p-8">
      <h2 id="story-timeline-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
        {title}
      </h2>
      <ol aria-labelledby="story-timeline-title" className="mt-5 border-l-2 border-line">
        {storyChapters.map((key) => (
          <li key={key} className="relative pb-6 pl-6 last:pb-0">
            <span aria-hidden="true" className="absolute -left-[9px] top-1 h-4 w-4 rounded-full border-4 border-page bg-brand" />
            <p className="text-xs font-semibold uppercase tracking-wide text-brand">{t(`chapters.${key}.label`)}</p>
            <LocaleLink locale={locale} route={`/our-story#chapter-${key}`} className="mt-1 block font-semibold text-fg underline-offset-4 hover:text-brand hover:underline">
              {t(`chapters.${key}.title`)}
            </LocaleLink>
          </li>
        ))}
      </ol>
    </Card>
  );
}
