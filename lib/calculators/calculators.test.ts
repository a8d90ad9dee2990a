/**
 * @jest-environment node
 */
import { lostRevenue, lostRevenueFields } from './lost-revenue';
import { floridaRoi, floridaRoiDefaults, floridaRoiFields, RECOVERY_RATE } from './florida-roi';
import { formatOutput, formatResults, type UnitLabels } from './format';
import { calculatorDefaults, calculators, type CalculatorId } from './index';
import { parseNumber, readQuery, validateAll, validateField, writeQuery } from './validate';

describe('lost-revenue calculator', () => {
  it('600 enquiries, 76% after hours, 60% missed, 25% conversion, 380 a booking', () => {
    // 600 × 0.76 = 456; × 0.6 = 273.6 missed; × 0.25 = 68.4 bookings; × 380 = 25,992 a month; × 12 = 311,904
    const r = lostRevenue({ enquiries: 600, afterHours: 76, missed: 60, conversion: 25, value: 380 });
    expect(r.missedEnquiries).toBeCloseTo(273.6, 6);
    expect(r.lostBookings).toBeCloseTo(68.4, 6);
    expect(r.lostMonthly).toBeCloseTo(25992, 6);
    expect(r.lostYearly).toBeCloseTo(311904, 6);
  });

  it('200 enquiries, all after hours, half missed, 10% conversion, 1,500 zł', () => {
    // 200 × 1 × 0.5 = 100 missed; × 0.1 = 10 bookings; × 1500 = 15,000 zł
    const r = lostRevenue({ enquiries: 200, afterHours: 100, missed: 50, conversion: 10, value: 1500 });
    expect(r.lostBookings).toBeCloseTo(10, 6);
    expect(r.lostMonthly).toBeCloseTo(15000, 6);
  });

  it('loses nothing when no enquiry is missed', () => {
    expect(lostRevenue({ enquiries: 1000, afterHours: 76, missed: 0, conversion: 30, value: 500 }).lostMonthly).toBe(0);
  });
});

describe('Florida ROI calculator', () => {
  it('400 leads, 30% missed, 3% close, $9,000 commission, $149 a month', () => {
    // 120 missed leads; × 0.03 = 3.6 deals; × 9,000 = $32,400 lost; × 0.8 = $25,920 recovered;
    // net 25,920 − 149 = 25,771; ROI 25,771 / 149 = 172.96 (17,296%)
    const r = floridaRoi({ leads: 400, missed: 30, close: 3, commission: 9000, cost: 149 });
    expect(RECOVERY_RATE).toBe(0.8);
    expect(r.missedLeads).toBeCloseTo(120, 6);
    expect(r.lostDeals).toBeCloseTo(3.6, 6);
    expect(r.lostRevenue).toBeCloseTo(32400, 6);
    expect(r.recovered).toBeCloseTo(25920, 6);
    expect(r.net).toBeCloseTo(25771, 6);
    expect(r.roi).toBeCloseTo(172.9597, 3);
  });

  it('pays for itself in days and returns a multiple of its cost with the defaults', () => {
    // 200 × 25% = 50 missed; × 2% = 1 deal; × $9,000 = $9,000 lost; × 0.8 = $7,200 recovered, $240 a day
    // payback 499 ÷ 240 = 2.08 days; return 7,200 ÷ 499 = 14.43 times; 1 × 0.8 × 12 = 9.6 deals a year
    const r = floridaRoi({ ...floridaRoiDefaults });
    expect(r.missedLeads).toBe(50);
    expect(r.lostDeals).toBe(1);
    expect(r.recovered).toBeCloseTo(7200, 6);
    expect(r.recoveredPerDay).toBeCloseTo(240, 6);
    expect(r.paybackDays).toBeCloseTo(2.079, 3);
    expect(r.returnMultiple).toBeCloseTo(14.429, 3);
    expect(r.dealsPerYear).toBeCloseTo(9.6, 6);
    expect(floridaRoi({ ...floridaRoiDefaults, missed: 0 }).paybackDays).toBe(Number.POSITIVE_INFINITY);
  });

  it('shows a loss when nothing is missed', () => {
    const r = floridaRoi({ leads: 100, missed: 0, close: 5, commission: 6000, cost: 499 });
    expect(r.net).toBe(-499);
    expect(r.roi).toBe(-1);
  });
});

describe('input validation', () => {
  const count = lostRevenueFields[0];
  const share = lostRevenueFields[1];

  it('parses English and Polish number formats', () => {
    expect(parseNumber('1,500')).toBe(1500);
    expect(parseNumber('1 500')).toBe(1500);
    expect(parseNumber('2,5')).toBe(2.5);
    expect(parseNumber('12.75')).toBe(12.75);
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber('abc')).toBeNaN();
    expect(parseNumber('12abc')).toBeNaN();
  });

  it('rejects negative numbers, values above the maximum, fractions of counts and text', () => {
    expect(validateField(count, '-5')).toEqual({ error: { code: 'min', limit: 0 } });
    expect(validateField(share, '101')).toEqual({ error: { code: 'max', limit: 100 } });
    expect(validateField(count, '100001')).toEqual({ error: { code: 'max', limit: 100000 } });
    expect(validateField(count, '10.5')).toEqual({ error: { code: 'notInteger' } });
    expect(validateField(count, 'ten')).toEqual({ error: { code: 'notNumber' } });
    expect(validateField(count, '')).toEqual({ error: { code: 'required' } });
    expect(validateField(share, '76')).toEqual({ value: 76 });
  });

  it('requires a monthly cost of at least 1 in the ROI calculator (no division by zero)', () => {
    const cost = floridaRoiFields.find((f) => f.key === 'cost')!;
    expect(validateField(cost, '0')).toEqual({ error: { code: 'min', limit: 1 } });
  });

  it('validates a whole form', () => {
    const result = validateAll(lostRevenueFields, { enquiries: '600', afterHours: '76', missed: '-1', conversion: '25', value: '380' });
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors)).toEqual(['missed']);
  });

  it('round-trips the state through the URL query and keeps other parameters', () => {
    const defaults = { enquiries: '600', afterHours: '76', missed: '60', conversion: '25', value: '380' };
    const raw = readQuery(lostRevenueFields, '?utm_source=x&enquiries=900&missed=40', defaults);
    expect(raw).toEqual({ ...defaults, enquiries: '900', missed: '40' });
    const query = writeQuery(lostRevenueFields, '?utm_source=x', raw);
    expect(query).toBe('?utm_source=x&enquiries=900&afterHours=76&missed=40&conversion=25&value=380');
  });
});

describe('result formats', () => {
  const en: UnitLabels = { days: { one: '# day', other: '# days' }, lessThanADay: 'Less than a day', notReached: 'Not within a month', times: '{n} times its cost' };
  const pl: UnitLabels = { days: { one: '# dzień', few: '# dni', many: '# dni', other: '# dnia' }, lessThanADay: 'Niecały dzień', notReached: 'Nie w ciągu miesiąca', times: '{n}-krotność kosztu' };

  it('prints payback in whole days, rounded up, with the plural of the language', () => {
    expect(formatOutput('en', 'USD', 2.77, 'days', en)).toBe('3 days');
    expect(formatOutput('en', 'USD', 1, 'days', en)).toBe('1 day');
    expect(formatOutput('en', 'USD', 0.4, 'days', en)).toBe('Less than a day');
    expect(formatOutput('en', 'USD', Number.POSITIVE_INFINITY, 'days', en)).toBe('Not within a month');
    expect(formatOutput('pl', 'PLN', 1, 'days', pl)).toBe('1 dzień');
    expect(formatOutput('pl', 'PLN', 3, 'days', pl)).toBe('3 dni');
    expect(formatOutput('pl', 'PLN', 12, 'days', pl)).toBe('12 dni');
  });

  it('says a return of 10x or more in words and a smaller one as a percentage gain', () => {
    expect(formatOutput('en', 'USD', 173.96, 'multiple', en)).toBe('174 times its cost');
    expect(formatOutput('en', 'USD', 10, 'multiple', en)).toBe('10 times its cost');
    expect(formatOutput('en', 'USD', 2.7, 'multiple', en)).toBe('170%');
    expect(formatOutput('pl', 'PLN', 64.1, 'multiple', pl)).toBe('64-krotność kosztu');
  });

  it('rounds deals and bookings to whole numbers, with one decimal below one', () => {
    expect(formatOutput('en', 'USD', 7.2, 'count', en)).toBe('7');
    expect(formatOutput('en', 'USD', 0.75, 'count', en)).toBe('0.8');
    expect(formatOutput('en', 'USD', 0, 'count', en)).toBe('0');
    expect(formatOutput('en', 'USD', 1234.4, 'count', en)).toBe('1,234');
  });
});

describe('results printed by the server for the defaults', () => {
  const units: UnitLabels = { days: { one: '# day', other: '# days' }, lessThanADay: 'Less than a day', notReached: 'Not within a month', times: '{n} times its cost' };

  it('are what the form would print itself from its default text, for every calculator and currency', () => {
    // Hydration shows the server's figures while the inputs hold the defaults (no Intl formatter built on load).
    for (const id of Object.keys(calculators) as CalculatorId[]) {
      for (const [locale, currency] of [['en', 'USD'], ['pl', 'PLN']] as const) {
        const definition = calculators[id];
        const defaults = calculatorDefaults(id, currency);
        const server = formatResults(locale, currency, definition.outputs, definition.compute(Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, Number(v)]))), units);
        const { values, valid } = validateAll(definition.fields, defaults);
        expect(valid).toBe(true);
        expect(formatResults(locale, currency, definition.outputs, definition.compute(values), units)).toEqual(server);
        expect(Object.keys(server)).toEqual(definition.outputs.map((output) => output.key));
        expect(Object.values(server).every((text) => text.length > 0)).toBe(true);
      }
    }
  });
});
