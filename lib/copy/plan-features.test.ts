/** @jest-environment node */
import { siteMessages } from './messages';
import { planFeatureClaims, planFeatures, planOrder, successPricingPlan, supportPl } from './plan-features';
import { plans } from '../site';
import { estimatePlans } from '../calculators/plan-prices';
import { matrixRows } from '@/components/sections/PlanCards';

// Polish typography puts word joiners after hyphens and no-break spaces after short words: compare plain text.
const plain = <T,>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\u2060/g, '').replace(/\u00a0/g, ' ')) as T;
const en = siteMessages('en');
const pl = plain(siteMessages('pl'));

describe('the plan feature matrix (lib/copy/plan-features.ts)', () => {
  it('covers every plan of lib/site.ts, in its order', () => {
    expect(planOrder).toEqual(plans.map((plan) => plan.id));
  });

  it('drives the comparison table: one value per plan, read from the matrix', () => {
    const rows = matrixRows('en', en.pricingPage);
    const row = (key: string) => rows.find((r) => r.key === key)!.values;
    expect(row('concurrentCalls')).toEqual(['1', '2', '10', '50', '50+', '5']);
    expect(row('hipaa')).toEqual(planOrder.map((id) => (planFeatures[id].hipaa ? en.pricingPage.matrix.yes : en.pricingPage.matrix.no)));
    expect(row('privacyMode')).toEqual(['No', 'No', 'No', 'Yes', 'Yes', 'No']);
    expect(row('handover')[0]).toBe('No');
    expect(row('support')[4]).toBe('Dedicated account manager, with outages handled 24/7, first reply within 1 business hour');
    expect(row('channels')[2]).toBe('Voice, chat, WhatsApp, Messenger and email replies');
    expect(row('notices')).toEqual(['By email', 'By email', 'By email', 'By email and text (SMS)', 'By email and text (SMS)', 'By email']);
    expect(row('reviews')).toEqual(['You review them in the dashboard', 'You review them in the dashboard', 'Monthly', 'Weekly', 'Weekly', 'You review them in the dashboard']);
    expect(row('onboarding')).toEqual(planOrder.map(() => en.pricingPage.matrix.yes));
    // No plan counts dashboard users or calendars (policies.seats): the agency with 12 agents reads it on every plan.
    expect(row('seats')).toEqual(planOrder.map(() => 'Unlimited'));
    expect(plain(matrixRows('pl', pl.pricingPage).find((r) => r.key === 'seats')!)).toMatchObject({ label: 'Użytkownicy panelu i kalendarze', values: planOrder.map(() => 'Bez limitu') });
    // Polish values get Polish typography (a no-break space after "i", so it never ends a line).
    expect(plain(matrixRows('pl', pl.pricingPage).find((r) => r.key === 'channels')!.values[2])).toBe('Głos, czat, WhatsApp, Messenger i odpowiedzi na e-maile');
    expect(matrixRows('pl', pl.pricingPage).find((r) => r.key === 'channels')!.values[2]).toContain('i\u00a0o');
  });

  it('drives the estimator’s limits and the FAQ', () => {
    for (const plan of estimatePlans('en')) {
      const limit = planFeatures[plan.id as keyof typeof planFeatures].concurrentCalls;
      expect(plan.concurrentCalls).toBe(limit ?? undefined);
    }
    expect(en.faq.items.concurrency.answer).toContain('Free handles 1 call at a time, Starter 2, Pay-as-You-Go 5, Growth 10, Scale 50 and Enterprise 50 or more');
    expect(pl.faq.items.concurrency.answer).toContain('Starter – 2');
    // The pages that name a plan feature read the same matrix.
    expect(en.industriesPage.shared[0]).toContain('on Growth and above');
    expect(en.security.items.hipaa.text).toContain('on Enterprise');
    expect(en.security.items.privacyMode.text).toContain('Switch it on (Scale and Enterprise)');
  });

  it('says each plan’s support in Polish from one map, in the support line and in success-based pricing alike', () => {
    const claims = plain(planFeatureClaims());
    // Success-based pricing names the support of its plan, in the map's words.
    expect(claims.successPricingFeatures!.pl).toContain(`W sprawach wsparcia ${supportPl[planFeatures[successPricingPlan].support]}`);
    expect((pl as unknown as { policy: Record<string, string> }).policy.successPricing).toContain(supportPl[planFeatures[successPricingPlan].support]);
    // The support line names every tier a plan has, in the same words (a later tier's „odpowiadamy” becomes a dash).
    for (const id of planOrder) {
      const words = supportPl[planFeatures[id].support];
      expect([id, claims.supportByPlan!.pl.includes(words) || claims.supportByPlan!.pl.includes(words.replace('odpowiadamy ', '– '))]).toEqual([id, true]);
    }
    // Planted: a tier said differently from the map is caught.
    expect(claims.supportByPlan!.pl.includes('Wsparcie dostajesz e-mailem')).toBe(false);
  });
});
