import { quote as quoteMarks } from '@/lib/copy/typography';
import { Card } from '@/components/ui/Card';
import { StatList } from '@/components/ui/StatList';

interface Labels {
  /** "Illustrative composite", beside the card's heading. */
  illustrative: string;
  situation: string;
  deployed: string;
  rollout: string;
  rolloutValue: string;
  results: string;
}

interface Props {
  id: string;
  /** The quotation marks follow the language. */
  locale: string;
  industry: string;
  client: string;
  title: string;
  situation: string;
  deployed: readonly string[];
  results: readonly { value: string; label: string }[];
  quote: string;
  quoteBy: string;
  labels: Labels;
}

/** One case study (an illustrative composite, labelled on the card): situation, what was deployed, rollout time and results. */
export function CaseStudyCard({ id, locale, industry, client, title, situation, deployed, results, quote, quoteBy, labels }: Props) {
  return (
    <Card as="article" aria-labelledby={`${id}-title`} large padding="p-6 md:p-10">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold uppercase tracking-wide text-brand">
        <span>
          {industry} · {client}
        </span>
        <span data-testid="illustrative" className="rounded-full border border-line px-2.5 py-0.5 text-xs normal-case tracking-normal text-muted">
          {labels.illustrative}
        </span>
      </p>
      <h2 id={`${id}-title`} className="mt-2 text-2xl font-bold tracking-tight text-fg md:text-3xl">
        {title}
      </h2>
      {/* The results are the story's figures, shown as a figure (`npm run words` counts the prose around them). */}
      <figure className="mt-6">
        <figcaption>
          <h3 className="text-lg font-semibold text-fg">{labels.results}</h3>
        </figcaption>
        <StatList
          items={results}
          className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3"
          itemClassName="rounded-2xl bg-surface p-4"
          valueClassName="text-3xl font-bold text-brand"
          labelClassName="text-sm text-muted"
        />
      </figure>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold text-fg">{labels.situation}</h3>
          <p className="mt-2 leading-7 text-muted">{situation}</p>
          <h3 className="mt-6 text-lg font-semibold text-fg">{labels.rollout}</h3>
          <p className="mt-2 leading-7 text-muted">{labels.rolloutValue}</p>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-fg">{labels.deployed}</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 leading-7 text-muted">
            {deployed.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <figure className="mt-8 border-l-4 border-brand pl-5">
        <blockquote className="text-lg font-medium leading-8 text-fg">{quoteMarks(locale, quote)}</blockquote>
        <figcaption className="mt-2 text-sm text-muted">{quoteBy}</figcaption>
      </figure>
    </Card>
  );
}
