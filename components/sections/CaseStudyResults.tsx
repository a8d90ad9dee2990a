import { Card } from '@/components/ui/Card';

interface Story {
  id: string;
  industry: string;
  /** The story's headline figure (its first result). */
  result: { value: string; label: string };
}

/** The case studies' headline results as one figure (the /case-study hero), each linked to its story. */
export function CaseStudyResults({ title, stories }: { title: string; stories: readonly Story[] }) {
  return (
    <Card as="figure" raised className="min-w-0" padding="p-6 md:p-8">
      <figcaption className="text-sm font-semibold uppercase tracking-wide text-muted">
        {title}
      </figcaption>
      <dl className="mt-4 divide-y divide-line">
        {stories.map((story) => (
          <div key={story.id} className="relative grid grid-cols-[7rem_minmax(0,1fr)] items-baseline gap-4 py-4 first:pt-2 last:pb-0">
            <dt className="min-w-0">
              <a href={`#${story.id}`} className="block text-xs font-semibold uppercase tracking-wide text-muted after:absolute after:inset-0 hover:text-brand">
                {story.industry}
              </a>
              <span className="mt-1 block text-fg">{story.result.label}</span>
            </dt>
            {/* The figure first on screen, after its label for a screen reader (as StatList). */}
            <dd className="order-first text-4xl font-bold tracking-tight text-brand tabular-nums">{story.result.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
