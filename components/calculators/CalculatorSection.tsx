import type { Locale } from '@/i18n/routing';
import { fillPlaceholders, pageCopy } from '@/lib/copy/copy';
import { calculatorDefaults, calculators, type CalculatorId } from '@/lib/calculators';
import { formatResults } from '@/lib/calculators/format';
import { workedExample } from '@/lib/calculators/worked-example';
import { Section } from '@/components/sections/SectionHeading';
import { Calculator } from './Calculator';

interface Copy {
  calculatorTitle: string;
  calculatorIntro: string;
  fields: Record<string, { label: string; hint: string; suffix: string; min: string; max: string }>;
  outputs: Record<string, string>;
  formula: readonly string[];
  example: string;
  assumptions: readonly string[];
}

interface Props {
  id: CalculatorId;
  locale: Locale;
  currency: 'USD' | 'PLN';
  copy: Copy;
}

/**
 * A calculator and, in server-rendered HTML that works without JavaScript,
 * "How is this calculated?": the formula step by step, a worked example and
 * every assumption.
 */
export async function CalculatorSection({ id, locale, currency, copy }: Props) {
  const common = await pageCopy(locale, 'calculators');
  const defaults = calculatorDefaults(id, currency);
  const example = fillPlaceholders(copy.example, workedExample(id, locale, currency, common.units));
  return (
    <>
      <Section id="calculator" tone="surface">
        <Calculator
          id={id}
          locale={locale}
          currency={currency}
          defaults={defaults}
          initial={formatResults(locale, currency, calculators[id].outputs, calculators[id].compute(numbers(defaults)), common.units)}
          labels={{
            title: copy.calculatorTitle,
            intro: copy.calculatorIntro,
            fields: copy.fields,
            outputs: copy.outputs,
            resultsTitle: common.resultsTitle,
            fixErrors: common.fixErrors,
            errors: common.errors,
            units: common.units,
          }}
        />
        <noscript>
          <p className="mt-4 max-w-3xl text-sm text-muted">{common.noScript}</p>
        </noscript>
      </Section>
      <Section id="method" labelledBy="method-title">
        <div className="max-w-3xl">
          <h2 id="method-title" className="text-3xl font-bold tracking-tight text-fg">
            {common.methodTitle}
          </h2>
          <h3 className="mt-8 text-xl font-semibold text-fg">{common.formulaTitle}</h3>
          <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7 text-muted">
            {copy.formula.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 rounded-xl bg-surface p-4 leading-7 text-fg">{example}</p>
          <h3 className="mt-8 text-xl font-semibold text-fg">{common.assumptionsTitle}</h3>
          <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-muted">
            {copy.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}

const numbers = (defaults: Record<string, string>) => Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, Number(value)]));
