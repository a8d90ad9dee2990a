import type { Locale } from '@/i18n/routing';
import type { Messages } from '@/lib/copy/copy';
import { localeHref } from '@/lib/facts/routes';
import { plans, type Plan } from '@/lib/site';
import { formatMoney, formatNumber, planPrices } from '@/lib/facts/format';
import { planFeatures, type PlanFeatures } from '@/lib/copy/plan-features';
import { policies } from '@/lib/copy/policies';
import { typesetMessages } from '@/lib/copy/typography';
import { Card } from '@/components/ui/Card';
import { Section, SectionHeading } from './SectionHeading';

type Copy = Messages['pricingPage'];
type Matrix = Copy['matrix'];

/** Where each plan's button leads: the welcome flow with that plan chosen. */
export function planHref(locale: Locale, plan: Plan): string {
  return `${localeHref(locale, '/welcome')}?plan=${plan.id}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

/** The price line and the small print under it, per plan. */
export function planPriceLines(plan: Plan, locale: Locale, c: Copy): { price: string; unit?: string; detail: string } {
  const { monthly, perMinute } = planPrices(plan, locale);
  const rate = perMinute !== null ? formatMoney(locale, perMinute) : '';
  if (plan.id === 'enterprise') {
    return { price: c.custom, detail: fill(c.fromMinutes, { minutes: formatNumber(locale, plan.minMinutes ?? 0) }) };
  }
  if (plan.id === 'payg') return { price: rate, unit: c.perMinute, detail: c.noCommitment };
  const included = fill(c.minutesIncluded, { minutes: formatNumber(locale, plan.includedMinutes ?? 0) });
  const then = plan.id === 'free' ? fill(c.thenPerMinute, { price: rate }) : fill(c.extraMinutes, { price: rate });
  return { price: formatMoney(locale, monthly ?? 0), unit: c.perMonth, detail: `${included}, ${then}` };
}

const channelList = (f: PlanFeatures, m: Matrix) => {
  const names = f.channels.map((channel) => m.channels[channel]);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${m.and} ${names[names.length - 1]}`;
};

const support = (f: PlanFeatures, m: Matrix, locale: Locale) => {
  if (f.supportResponseHours === null) return m.support[f.support];
  const reply = f.supportResponseHours === 1 ? m.firstReplyOne : fill(m.firstReply, { hours: formatNumber(locale, f.supportResponseHours) });
  return `${m.support[f.support]}, ${reply}`;
};

/** A row of the comparison: a label and one value per plan; `flags` marks a yes/no row (shown as icons). */
export interface ComparisonRow {
  key: string;
  label: string;
  values: string[];
  flags?: boolean[];
}

/**
 * The comparison rows that come from the plan feature matrix (lib/copy/plan-features.ts),
 * one value per plan.
 */
export function matrixRows(locale: Locale, c: Copy): ComparisonRow[] {
  const m = c.matrix;
  const each = (value: (f: PlanFeatures) => string) => plans.map((plan) => value(planFeatures[plan.id]));
  const flag = (key: string, label: string, has: (f: PlanFeatures) => boolean): ComparisonRow => {
    const flags = plans.map((plan) => has(planFeatures[plan.id]));
    return { key, label, values: flags.map((yes) => (yes ? m.yes : m.no)), flags };
  };
  const rows: ComparisonRow[] = [
    {
      key: 'concurrentCalls',
      label: m.rows.concurrentCalls,
      values: each((f) => (f.concurrentCalls !== null ? formatNumber(locale, f.concurrentCalls) : `${formatNumber(locale, f.concurrentCallsFrom ?? 0)}+`)),
    },
    { key: 'channels', label: m.rows.channels, values: each((f) => channelList(f, m)) },
    { key: 'notices', label: m.rows.notices, values: each((f) => (f.channels.includes('sms') ? m.notices.emailSms : f.emailNotices ? m.notices.email : m.no)) },
    { key: 'integrations', label: m.rows.integrations, values: each((f) => m.integrations[f.integrations]) },
    {
      key: 'seats',
      label: m.rows.seats,
      values: each(() => m.unlimited),
    },
    flag('handover', m.rows.handover, (f) => f.handover),
    { key: 'languages', label: m.rows.languages, values: each((f) => (f.betaLanguages ? m.languagesWithBeta : m.languagesLive)) },
    flag('privacyMode', m.rows.privacyMode, (f) => f.privacyMode),
    flag('hipaa', m.rows.hipaa, (f) => f.hipaa),
    flag('onboarding', m.rows.onboarding, () => policies.onboarding.specialistOnEveryPlan),
    { key: 'support', label: m.rows.support, values: each((f) => support(f, m, locale)) },
    { key: 'reviews', label: m.rows.reviews, values: each((f) => m.reviews[f.reviews]) },
  ];
  // Joined in code ("Głos, czat, WhatsApp i e-mail"), so typeset here like the messages.
  return rows.map((row) => ({ ...row, values: row.values.map((value) => typesetMessages(value, locale)) }));
}

function Check({ className = 'text-accent' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={`h-5 w-5 shrink-0 ${className}`}>
      <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Dash() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 shrink-0 text-muted">
      <path d="M6 10h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PlanButton({ locale, plan, name, label }: { locale: Locale; plan: Plan; name: string; label: string }) {
  return (
    // A plain link, like every link on the site: next/link would ship its client router code to this page.
    <a href={planHref(locale, plan)} className={`btn w-full ${plan.highlighted ? 'btn-primary' : 'btn-secondary'}`} data-plan={plan.id}>
      {label}
      <span className="sr-only">: {name}</span>
    </a>
  );
}

function Price({ lines, size }: { lines: ReturnType<typeof planPriceLines>; size: string }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-1" data-testid="plan-price">
      <span className={`${size} font-bold tracking-tight text-fg`}>{lines.price}</span>
      {lines.unit ? <span className="text-muted">{lines.unit}</span> : null}
    </p>
  );
}

/** The plans with a monthly fee (Free's is zero): one row of cards; the rest (Enterprise, Pay-as-You-Go) a strip beneath. */
const selfServe = plans.filter((plan) => plan.usdMonthly !== null);
const others = plans.filter((plan) => plan.usdMonthly === null);
/** A card in the phones' scroll-snap row: most of the width, the next card peeking. */
const rowItem = 'w-[82%] max-w-80 shrink-0 snap-center md:w-auto md:max-w-none';

/** A plan card's name and the line under it, the same in the row and the strip. */
function PlanTitle({ name, tagline }: { name: string; tagline: string }) {
  return (
    <div>
      <h2 className="text-lg font-bold text-fg">{name}</h2>
      <p className="mt-1 text-sm text-muted text-pretty">{tagline}</p>
    </div>
  );
}

/**
 * The plan cards, each with a button into the welcome flow: the self-serve
 * plans in one row (a scroll-snap row on phones that opens on the recommended
 * plan), Enterprise and Pay-as-You-Go as a strip beneath. Plan names are h2:
 * the cards sit directly under the page's h1 (PricingHero).
 */
export function PlanCards({ locale, c }: { locale: Locale; c: Copy }) {
  return (
    <div id="plans" className="mt-8 md:mt-10">
      {/* Phones: every plan in one scroll-snap row (the lists are `display: contents` in it); from 768 px a grid and a strip.
          Paint containment keeps the row's width inside it: without it Chromium counts the whole row in the page's width,
          and a phone zooms the page out to fit it. */}
      <div className="-mx-4 flex max-md:[contain:paint] snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pt-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:block md:overflow-visible md:p-0">
        <ul data-testid="plan-row" className="contents md:grid md:grid-cols-2 md:gap-5 md:pt-4 lg:grid-cols-4">
          {selfServe.map((plan) => {
            const copy = c.plans[plan.id];
            const lines = planPriceLines(plan, locale, c);
            return (
              <Card
                as="li"
                key={plan.id}
                large
                highlighted={plan.highlighted}
                data-recommended={plan.highlighted || undefined}
                // Phones open the row on the recommended plan (scroll-initial-target; where unsupported the row starts at Free).
                // From 768 px the row is a grid, no scroll container: the target would scroll the page itself.
                className={`relative flex ${rowItem} flex-col md:row-span-4 md:grid md:grid-rows-subgrid md:gap-y-0 ${plan.highlighted ? '[scroll-initial-target:nearest] md:[scroll-initial-target:none]' : ''}`}
                padding="p-5 md:p-6"
              >
                {plan.highlighted ? (
                  <p className="absolute -top-3 left-5 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-on-brand md:left-6">{c.popular}</p>
                ) : null}
                <PlanTitle name={copy.name} tagline={copy.tagline} />
                <div className="mt-4">
                  <Price lines={lines} size="text-4xl" />
                </div>
                <p className="mt-1 text-sm text-muted">{lines.detail}</p>
                <div className="mt-5">
                  <PlanButton locale={locale} plan={plan} name={copy.name} label={copy.button} />
                </div>
              </Card>
            );
          })}
        </ul>
        <ul data-testid="plan-strip" className="contents md:mt-5 md:grid md:gap-5 lg:grid-cols-2">
          {others.map((plan) => {
            const copy = c.plans[plan.id];
            const lines = planPriceLines(plan, locale, c);
            return (
              <Card
                as="li"
                key={plan.id}
                large
                className={`flex ${rowItem} flex-col md:grid md:grid-cols-[minmax(0,1fr)_18rem] md:grid-rows-[auto_1fr] md:gap-x-6`}
                padding="p-5 md:p-6"
              >
                <PlanTitle name={copy.name} tagline={copy.tagline} />
                <div className="mt-4 flex flex-col md:col-start-2 md:row-span-2 md:row-start-1 md:mt-0">
                  <Price lines={lines} size="text-4xl md:text-3xl" />
                  <p className="mt-1 text-sm text-muted">{lines.detail}</p>
                  <div className="mt-5 md:mt-auto md:pt-4">
                    <PlanButton locale={locale} plan={plan} name={copy.name} label={copy.button} />
                  </div>
                </div>
              </Card>
            );
          })}
        </ul>
      </div>
      <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-muted text-pretty">{c.plansIntro}</p>
    </div>
  );
}

/** Below 1024 px the table shows the feature column and the plan chosen in the switcher (radio inputs, no JavaScript). */
const shownWhenChosen: Record<Plan['id'], string> = {
  free: 'group-has-[#compare-free:checked]/compare:table-cell',
  starter: 'group-has-[#compare-starter:checked]/compare:table-cell',
  growth: 'group-has-[#compare-growth:checked]/compare:table-cell',
  scale: 'group-has-[#compare-scale:checked]/compare:table-cell',
  enterprise: 'group-has-[#compare-enterprise:checked]/compare:table-cell',
  payg: 'group-has-[#compare-payg:checked]/compare:table-cell',
};

const groups = [
  { key: 'minutes', rows: ['minutes', 'extra'] },
  { key: 'calls', rows: ['concurrentCalls', 'channels', 'notices', 'languages'] },
  { key: 'connections', rows: ['integrations', 'seats', 'handover'] },
  { key: 'privacy', rows: ['privacyMode', 'hipaa'] },
  { key: 'support', rows: ['onboarding', 'support', 'reviews'] },
] as const;

/**
 * Plan comparison: rows grouped, yes/no as check and dash icons with their
 * words for screen readers, the recommended plan's column tinted, the plan
 * names sticky under the site header. From 1024 px every plan is a column; on
 * smaller screens a switcher picks the one plan the table shows.
 */
export function PlanComparison({ locale, c }: { locale: Locale; c: Copy }) {
  const minutes = plans.map((plan) =>
    plan.id === 'enterprise'
      ? `${formatNumber(locale, plan.minMinutes ?? 0)}+`
      : plan.includedMinutes
        ? formatNumber(locale, plan.includedMinutes)
        : c.none,
  );
  const extra = plans.map((plan) => {
    const { perMinute } = planPrices(plan, locale);
    return perMinute === null ? c.customValue : formatMoney(locale, perMinute);
  });
  const rows: ComparisonRow[] = [
    { key: 'minutes', label: c.minutesLabel, values: minutes },
    { key: 'extra', label: c.extraLabel, values: extra },
    ...matrixRows(locale, c),
  ];
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const cell = (plan: Plan, extraClass: string) =>
    `hidden lg:table-cell ${shownWhenChosen[plan.id]} ${plan.highlighted ? 'bg-brand-soft' : ''} ${extraClass}`;
  return (
    <Section id="compare" labelledBy="compare-title" tone="surface">
      <SectionHeading id="compare-title" title={c.compareTitle} />
      <div className="group/compare mt-8 md:mt-10">
        <fieldset className="lg:hidden">
          <legend className="text-sm font-semibold text-fg">{c.showPlan}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {plans.map((plan) => (
              <label
                key={plan.id}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-page px-4 text-sm font-semibold text-fg has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
              >
                <input type="radio" name="compare-plan" id={`compare-${plan.id}`} value={plan.id} defaultChecked={plan.highlighted} className="sr-only" />
                {c.plans[plan.id].name}
              </label>
            ))}
          </div>
        </fieldset>
        {/* overflow: clip rounds the corners without making a scroll container, so the header row can stick to the viewport. */}
        <div className="mt-4 overflow-clip rounded-2xl border border-line bg-page lg:mt-0 [&_tbody:last-child_tr:last-child>*]:border-b-0">
          <table className="w-full border-separate border-spacing-0 text-left text-sm">
            <caption className="sr-only">{c.compareTitle}</caption>
            <thead className="text-fg">
              <tr>
                <th scope="col" className="sticky top-16 z-10 w-[45%] border-b border-line bg-surface-strong p-3 font-semibold lg:w-56 lg:p-4 xl:w-64">
                  {c.featureColumn}
                </th>
                {plans.map((plan) => (
                  <th
                    key={plan.id}
                    scope="col"
                    data-plan={plan.id}
                    data-recommended={plan.highlighted || undefined}
                    className={`sticky top-16 z-10 border-b border-line p-3 align-bottom font-semibold lg:p-4 ${cell(plan, plan.highlighted ? '' : 'bg-surface-strong')}`}
                  >
                    {plan.highlighted ? <span className="mb-1 block text-xs font-semibold text-brand">{c.popular}</span> : null}
                    {c.plans[plan.id].name}
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.key}>
                <tr>
                  <th scope="rowgroup" colSpan={plans.length + 1} className="border-b border-line px-3 pt-4 pb-1.5 text-xs lg:px-4 lg:pt-6 font-semibold tracking-wide text-brand uppercase">
                    {c.matrix.groups[group.key]}
                  </th>
                </tr>
                {group.rows.map((key) => {
                  const row = byKey.get(key)!;
                  return (
                    <tr key={key}>
                      <th scope="row" className="border-b border-line p-3 align-top font-medium text-fg lg:p-4">
                        {row.label}
                      </th>
                      {plans.map((plan, index) => (
                        <td key={plan.id} data-plan={plan.id} className={`border-b border-line p-3 align-top lg:p-4 ${cell(plan, '')} ${row.flags ? '' : 'text-muted'}`}>
                          {row.flags ? (
                            <span className="inline-flex">
                              {row.flags[index] ? <Check /> : <Dash />}
                              <span className="sr-only">{row.values[index]}</span>
                            </span>
                          ) : (
                            row.values[index]
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
        </div>
      </div>
    </Section>
  );
}
