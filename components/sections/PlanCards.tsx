import type { Locale } from '@/i18n/routing';
import type { Messages } from '@/lib/copy/copy';
import { localeHref } from '@/lib/facts/routes';
import { plans, type Plan } from '@/lib/site';
import { formatMoney, formatNumber, planPrices } from '@/lib/facts/format';
import { planFeatures, type PlanFeatures } from '@/lib/copy/plan-features';
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

const concurrency = (f: PlanFeatures, m: Matrix, locale: Locale) =>
  f.concurrentCalls !== null
    ? fill(m.callsAtOnce, { count: formatNumber(locale, f.concurrentCalls) })
    : fill(m.callsAtOnceFrom, { count: formatNumber(locale, f.concurrentCallsFrom ?? 0) });

const support = (f: PlanFeatures, m: Matrix, locale: Locale) => {
  if (f.supportResponseHours === null) return m.support[f.support];
  const reply = f.supportResponseHours === 1 ? m.firstReplyOne : fill(m.firstReply, { hours: formatNumber(locale, f.supportResponseHours) });
  return `${m.support[f.support]}, ${reply}`;
};

/**
 * The comparison rows that come from the plan feature matrix (lib/copy/plan-features.ts),
 * one value per plan: the table and the cards read the same facts.
 */
export function matrixRows(locale: Locale, c: Copy): { key: string; label: string; values: string[] }[] {
  const m = c.matrix;
  const each = (value: (f: PlanFeatures) => string) => plans.map((plan) => value(planFeatures[plan.id]));
  const yesNo = (flag: boolean) => (flag ? m.yes : m.no);
  const rows = [
    {
      key: 'concurrentCalls',
      label: m.rows.concurrentCalls,
      values: each((f) => (f.concurrentCalls !== null ? formatNumber(locale, f.concurrentCalls) : `${formatNumber(locale, f.concurrentCallsFrom ?? 0)}+`)),
    },
    { key: 'channels', label: m.rows.channels, values: each((f) => channelList(f, m)) },
    { key: 'integrations', label: m.rows.integrations, values: each((f) => m.integrations[f.integrations]) },
    { key: 'handover', label: m.rows.handover, values: each((f) => yesNo(f.handover)) },
    { key: 'languages', label: m.rows.languages, values: each((f) => (f.betaLanguages ? m.languagesWithBeta : m.languagesLive)) },
    { key: 'privacyMode', label: m.rows.privacyMode, values: each((f) => yesNo(f.privacyMode)) },
    { key: 'hipaa', label: m.rows.hipaa, values: each((f) => yesNo(f.hipaa)) },
    { key: 'support', label: m.rows.support, values: each((f) => support(f, m, locale)) },
  ];
  // Joined in code ("Głos, czat, WhatsApp i e-mail"), so typeset here like the messages.
  return rows.map((row) => ({ ...row, values: row.values.map((value) => typesetMessages(value, locale)) }));
}

/** A plan card's feature list, from the matrix: what the plan has, never what it lacks. */
export function planCardFeatures(id: Plan['id'], locale: Locale, c: Copy): string[] {
  const m = c.matrix;
  const f = planFeatures[id];
  const features = [
    channelList(f, m),
    concurrency(f, m, locale),
    m.integrations[f.integrations],
    ...(f.handover ? [m.rows.handover] : []),
    ...(f.privacyMode ? [m.rows.privacyMode] : []),
    ...(f.hipaa ? [m.hipaaFeature] : []),
    support(f, m, locale),
  ];
  return features.map((feature) => typesetMessages(feature, locale));
}

/** The six plan cards, each with a button into the welcome flow. */
export function PlanCards({ locale, c }: { locale: Locale; c: Copy }) {
  return (
    <Section id="plans" labelledBy="plans-title">
      <SectionHeading id="plans-title" title={c.plansTitle} intro={c.plansIntro} />
      <ul className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {plans.map((plan) => {
          const copy = c.plans[plan.id];
          const lines = planPriceLines(plan, locale, c);
          return (
            <Card as="li" key={plan.id} large highlighted={plan.highlighted} className="relative flex flex-col" padding="p-6 md:p-8">
              {plan.highlighted ? (
                <p className="absolute -top-3 left-6 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-on-brand">{c.popular}</p>
              ) : null}
              <h3 className="text-xl font-bold text-fg">{copy.name}</h3>
              <p className="mt-1 text-muted">{copy.tagline}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-bold tracking-tight text-fg">{lines.price}</span>
                {lines.unit ? <span className="text-muted">{lines.unit}</span> : null}
              </p>
              <p className="mt-2 text-sm text-muted">{lines.detail}</p>
              <ul className="mt-6 space-y-2 text-sm leading-6 text-fg">
                {planCardFeatures(plan.id, locale, c).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent">
                      <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-8">
                {/* A plain link, like every link on the site: next/link would ship its client router code to this page. */}
                <a
                  href={planHref(locale, plan)}
                  className={`btn w-full ${plan.highlighted ? 'btn-primary' : 'btn-secondary'}`}
                  data-plan={plan.id}
                >
                  {copy.button}
                  <span className="sr-only">: {copy.name}</span>
                </a>
              </div>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}

/**
 * Plan comparison: a table from 768 px up; on phones one block per feature
 * listing each plan's value, so nothing scrolls sideways.
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
  const rows = [{ label: c.minutesLabel, values: minutes }, { label: c.extraLabel, values: extra }, ...matrixRows(locale, c)];
  const names = plans.map((plan) => c.plans[plan.id].name);
  return (
    <Section labelledBy="compare-title" tone="surface">
      <SectionHeading id="compare-title" title={c.compareTitle} intro={c.compareIntro} />
      <div className="mt-10 hidden overflow-hidden rounded-2xl border border-line bg-page md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{c.compareTitle}</caption>
          <thead className="bg-surface-strong text-fg">
            <tr>
              <th scope="col" className="p-4 font-semibold">
                {c.featureColumn}
              </th>
              {names.map((name) => (
                <th key={name} scope="col" className="p-4 font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="p-4 font-medium text-fg">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={names[index]} className="p-4 text-muted">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-8 space-y-4 md:hidden">
        {rows.map((row) => (
          <div key={row.label} className="rounded-2xl border border-line bg-page p-4">
            <h3 className="font-semibold text-fg">{row.label}</h3>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {row.values.map((value, index) => (
                <div key={names[index]} className="contents">
                  <dt className="text-muted">{names[index]}</dt>
                  <dd className="text-fg">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </Section>
  );
}
