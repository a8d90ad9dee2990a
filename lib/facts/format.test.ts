/**
 * @jest-environment node
 */
import { formatClock, formatDuration, formatMoney, formatNumber, numberFormat, planPrices } from './format';
import { plans } from '../site';

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

describe('numberFormat', () => {
  it('builds one formatter per language and options and reuses it', () => {
    const first = numberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
    expect(numberFormat('pl-PL', { style: 'currency', currency: 'PLN' })).toBe(first);
    expect(numberFormat('en-US', { style: 'currency', currency: 'PLN' })).not.toBe(first);
    expect(numberFormat('pl-PL', { style: 'currency', currency: 'USD' })).not.toBe(first);
  });

  it('formats whole and fractional amounts with their own options after reuse', () => {
    expect(formatMoney('en', 149)).toBe('$149');
    expect(formatMoney('en', 0.29)).toBe('$0.29');
    expect(formatMoney('en', 149)).toBe('$149');
    expect(formatNumber('en', 2.5, 1)).toBe('2.5');
    expect(formatNumber('en', 2.5)).toBe('3');
    expect(nbsp(formatNumber('pl', 50000))).toBe('50 000');
  });
});

describe('formatClock and formatDuration', () => {
  it('writes clock times the American way in English and the 24-hour way in Polish', () => {
    expect(formatClock('en', '23:04')).toBe('11:04 p.m.');
    expect(formatClock('en', '07:42')).toBe('7:42 a.m.');
    expect(formatClock('en', '12:00')).toBe('12 p.m.');
    expect(formatClock('en', '00:15')).toBe('12:15 a.m.');
    expect(formatClock('pl', '07:42')).toBe('7:42');
    expect(formatClock('pl', '23:04')).toBe('23:04');
    expect(() => formatClock('en', '7.42')).toThrow('Not an HH:MM time');
  });

  it('writes call lengths as minutes and seconds', () => {
    expect(formatDuration(192)).toBe('3:12');
    expect(formatDuration(21)).toBe('0:21');
    expect(formatDuration(60)).toBe('1:00');
  });
});
