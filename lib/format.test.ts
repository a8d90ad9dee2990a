/**
 * @jest-environment node
 */
import { formatMoney, planPrices } from './format';
import { plans } from './site';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('prices per locale', () => {
  it('shows USD on English pages and zł on Polish pages, from their own configured values', () => {
    const growth = plans.find((p) => p.id === 'growth')!;
    expect(formatMoney('en', planPrices(growth, 'en').monthly!)).toBe('$149');
    expect(nbsp(formatMoney('pl', planPrices(growth, 'pl').monthly!))).toBe('599 zł');
    const scale = plans.find((p) => p.id === 'scale')!;
    expect(nbsp(formatMoney('pl', planPrices(scale, 'pl').monthly!))).toMatch(/^1 ?999 zł$/);
  });

  it('keeps the per-minute prices of the spec: $0.29 and 1,19 zł', () => {
    const payg = plans.find((p) => p.id === 'payg')!;
    expect(formatMoney('en', planPrices(payg, 'en').perMinute!)).toBe('$0.29');
    expect(nbsp(formatMoney('pl', planPrices(payg, 'pl').perMinute!))).toBe('1,19 zł');
  });

  it('has no monthly price for Enterprise (custom pricing from 50,000 minutes)', () => {
    const enterprise = plans.find((p) => p.id === 'enterprise')!;
    expect(planPrices(enterprise, 'en').monthly).toBeNull();
    expect(enterprise.minMinutes).toBe(50000);
  });
});
