import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { storyChapters, storyDates, type StoryChapter } from '@/lib/facts/company';
import { Card } from '@/components/ui/Card';
import { LocaleLink } from '@/components/ui/LocaleLink';

export { storyChapters };

/**
 * What heads a chapter of the story: its date from the configuration (`company.milestones`,
 * lib/site.ts) once the business has set it, else the chapter's stage ("The problem"), so a
 * timeline left at the example dates shows no invented year. "Today" is its own date.
 */
export async function ChapterMark({ locale, chapter, className }: { locale: Locale; chapter: StoryChapter; className: string }) {
  const t = await getTranslations({ locale, namespace: 'ourStoryPage' });
  const date = storyDates(locale)?.[chapter];
  return date ? (
    <time dateTime={date.iso} data-story-date="" className={className}>
      {date.text}
    </time>
  ) : (
    <p className={className}>{t(`chapters.${chapter}.label`)}</p>
  );
}

/** The story as a short timeline in a hero: each chapter's date (or stage) and title, linked to the chapter on /our-story. */
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
            <ChapterMark locale={locale} chapter={key} className="block text-xs font-semibold uppercase tracking-wide text-brand" />
            <LocaleLink locale={locale} route={`/our-story#chapter-${key}`} className="mt-1 block font-semibold text-fg underline-offset-4 hover:text-brand hover:underline">
              {t(`chapters.${key}.title`)}
            </LocaleLink>
          </li>
        ))}
      </ol>
    </Card>
  );
}
