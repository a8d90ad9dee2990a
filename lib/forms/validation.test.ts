import { planIds } from '@/lib/site';
import { isEmail, isWebsite, MAX_LENGTH, phoneRegion, validateField, validateValues, firstInvalid, emptyValues } from './validation';
import { basicPhone, checkMobile, isFictionalNumber, loadMobile } from './phone';
import { checkPhone, loadAny } from './phone-any';
import { welcomeFields, welcomeRules, parseStep, parsePlan, signupUrl } from './welcome';
import { contactRules } from './contact';
import { callbackRules } from './callback';
import { partnershipRules } from './partnership';

beforeAll(async () => {
  await Promise.all([loadMobile(), loadAny()]);
});

describe('basicPhone (before the phone library has loaded)', () => {
  it('accepts 7 to 15 digits with an optional + and separators', () => {
    expect(basicPhone('+48 512 345 678')).toBe('+48512345678');
    expect(basicPhone('0048 512 345 678')).toBe('+48512345678');
    expect(basicPhone('(555) 010-0199')).toBe('5550100199');
  });

  it('rejects letters, too few and too many digits', () => {
    expect(basicPhone('call me')).toBeNull();
    expect(basicPhone('12345')).toBeNull();
    expect(basicPhone('+1234567890123456')).toBeNull();
    expect(basicPhone('+48 5l2 345 678')).toBeNull();
  });
});

describe('phone numbers', () => {
  it('read numbers without a country code in the page’s region: Poland on Polish pages, the US on English pages', () => {
    expect(phoneRegion('pl')).toBe('PL');
    expect(phoneRegion('en')).toBe('US');
    expect(checkMobile('512 345 678', 'PL')).toBe('+48512345678');
    expect(checkMobile('512-345-678', 'PL')).toBe('+48512345678');
    expect(checkMobile('(201) 636-0142', 'US')).toBe('+12016360142');
    expect(checkMobile('512 345 678', 'US')).toBeNull();
  });

  it('accept international formats whatever the region', () => {
    expect(checkMobile('+48 512 345 678', 'US')).toBe('+48512345678');
    expect(checkMobile('0048 512 345 678', 'US')).toBe('+48512345678');
    expect(checkMobile('+1 201 636 0142', 'PL')).toBe('+12016360142');
    expect(checkMobile('+49 1512 3456789', 'PL')).toBe('+4915123456789');
  });

  it('require a real mobile number where the form asks for a cell number', () => {
    // A Warsaw landline is a real number, but not a cell number.
    expect(checkMobile('22 123 45 67', 'PL')).toBeNull();
    expect(checkPhone('22 123 45 67', 'PL')).toBe('+48221234567');
    expect(validateField(welcomeRules.phone, '22 123 45 67', 'PL')).toBe('mobile');
    expect(validateField(contactRules.phone, '22 123 45 67', 'PL')).toBeNull();
  });

  it('reject numbers that cannot exist', () => {
    for (const bad of ['123', '+48 123', 'abc', '+1 (555) 010-0199', '000 000 000', '+48 512 345 678 999']) {
      expect([bad, checkMobile(bad, 'PL')]).toEqual([bad, null]);
      expect([bad, checkPhone(bad, 'US')]).toEqual([bad, null]);
    }
    expect(validateField(contactRules.phone, '12345', 'US')).toBe('phone');
  });

  it('refuse the 555-0100 to 555-0199 numbers reserved for fiction with their own message, in every phone field', () => {
    for (const [typed, region] of [['(201) 555-0123', 'US'], ['201-555-0100', 'US'], ['1 407 555 0199', 'US'], ['+1 407 555 0142', 'PL'], ['001 305 555 0148', 'PL']] as const) {
      expect([typed, isFictionalNumber(typed, region)]).toEqual([typed, true]);
      // The library calls them valid: the rule is ours.
      expect(checkPhone(typed, region)).not.toBeNull();
      expect([typed, validateField(contactRules.phone, typed, region)]).toEqual([typed, 'fictional']);
      expect([typed, validateField(welcomeRules.phone, typed, region)]).toEqual([typed, 'fictional']);
      expect([typed, validateField(callbackRules.phone, typed, region)]).toEqual([typed, 'fictional']);
    }
    // Just outside the range, or 555 as an area code, or a Polish number with the same digits: not fiction.
    for (const [typed, region] of [['(201) 555-0200', 'US'], ['(201) 555-0099', 'US'], ['(201) 636-0142', 'US'], ['+1 555 010 0199', 'US'], ['555 010 199', 'PL']] as const) {
      expect([typed, isFictionalNumber(typed, region)]).toEqual([typed, false]);
    }
    expect(validateField(welcomeRules.phone, '(201) 636-0142', 'US')).toBeNull();
    expect(validateField(contactRules.phone, '(201) 555-0200', 'US')).toBeNull();
  });

  it('say when a number has the right length but no line can have it, and check the digits before the library loads', () => {
    expect(validateField(contactRules.phone, '(201) 123-4567', 'US')).toBe('notDialable');
    expect(validateField(contactRules.phone, '+1 201 123 4567', 'PL')).toBe('notDialable');
    // A cell-number field says "a real cell phone number" for anything the mobile metadata refuses.
    expect(validateField(welcomeRules.phone, '(201) 123-4567', 'US')).toBe('mobile');
    expect(validateField(contactRules.phone, '+48 512 345 678', 'US')).toBeNull();
  });
});

describe('e-mail addresses', () => {
  it('accept well-formed addresses', () => {
    for (const good of ['anna.kowalska@hotel-pod-lipami.pl', 'j+sales@example.co.uk', 'X@EXAMPLE.COM', ' ops@example.com ']) {
      expect([good, isEmail(good)]).toEqual([good, true]);
    }
  });

  it('reject what people mistype', () => {
    for (const bad of ['anna', 'anna@', '@example.com', 'anna@example', 'anna@example.c', 'an na@example.com', 'anna@@example.com', 'anna@example..com', '.anna@example.com', 'anna.@example.com', 'a..b@example.com', 'anna@-example.com', 'anna@example.com.']) {
      expect([bad, isEmail(bad)]).toEqual([bad, false]);
    }
    expect(validateField(welcomeRules.businessEmail, 'anna@example', 'PL')).toBe('email');
  });
});

describe('lengths, required fields and choices', () => {
  it('trim values and flag required fields left empty', () => {
    expect(validateField(welcomeRules.firstName, '   ', 'US')).toBe('required');
    expect(validateField(welcomeRules.jobTitle, '', 'US')).toBeNull();
    expect(validateField(contactRules.phone, '', 'US')).toBeNull();
  });

  it('cap every text field', () => {
    expect(validateField(welcomeRules.firstName, 'a'.repeat(MAX_LENGTH.name), 'US')).toBeNull();
    expect(validateField(welcomeRules.firstName, 'a'.repeat(MAX_LENGTH.name + 1), 'US')).toBe('tooLong');
    expect(validateField(contactRules.message, 'a'.repeat(MAX_LENGTH.message + 1), 'US')).toBe('tooLong');
    for (const rules of [welcomeRules, contactRules, partnershipRules]) {
      for (const rule of Object.values(rules)) expect(rule.maxLength).toBeGreaterThan(0);
    }
  });

  it('accept only the six plans', () => {
    expect(planIds).toEqual(['free', 'starter', 'growth', 'scale', 'enterprise', 'payg']);
    for (const id of planIds) expect(validateField(welcomeRules.plan, id, 'US')).toBeNull();
    expect(validateField(welcomeRules.plan, 'platinum', 'US')).toBe('plan');
    expect(validateField(welcomeRules.plan, '', 'US')).toBe('plan');
    expect(validateField({ kind: 'choice', required: true, maxLength: 20, options: ['a'] }, ' ', 'US')).toBe('choice');
    expect(validateField({ kind: 'choice', maxLength: 20, options: ['a'] }, '', 'US')).toBeNull();
    expect(parsePlan('growth')).toBe('growth');
    expect(parsePlan('Growth')).toBeNull();
    expect(parsePlan(null)).toBeNull();
  });

  it('check websites and partner types', () => {
    expect(isWebsite('example.com')).toBe(true);
    expect(isWebsite('https://agencja.pl/oferta')).toBe(true);
    expect(isWebsite('javascript:alert(1)')).toBe(false);
    expect(isWebsite('not a site')).toBe(false);
    expect(isWebsite('localhost')).toBe(false);
    expect(validateField(partnershipRules.partnerType, 'agency', 'PL')).toBeNull();
    expect(validateField(partnershipRules.partnerType, 'spy', 'PL')).toBe('choice');
  });

  it('report every invalid field and find the first in form order', () => {
    const values = { ...emptyValues(welcomeFields), firstName: 'Anna', businessEmail: 'nope', phone: '1', plan: 'growth' };
    const errors = validateValues(welcomeRules, values, 'PL');
    expect(errors).toEqual({ lastName: 'required', companyName: 'required', businessEmail: 'email', phone: 'mobile' });
    expect(firstInvalid(welcomeFields, errors)).toBe('lastName');
    expect(validateValues(welcomeRules, values, 'PL', ['firstName', 'plan'])).toEqual({});
  });
});

describe('welcome flow helpers', () => {
  it('fall back to the first step for unknown steps', () => {
    expect(parseStep('contact')).toBe('contact');
    expect(parseStep('benefits')).toBe('benefits');
    expect(parseStep('admin')).toBe('welcome');
    expect(parseStep(null)).toBe('welcome');
  });

  it('open the sign-up page with the plan, the language and the lead id, never personal details', () => {
    const url = new URL(signupUrl('https://app.example.com/signup', { plan: 'growth', lang: 'pl', lead: '0b7c…' }));
    expect(url.origin + url.pathname).toBe('https://app.example.com/signup');
    expect(Object.fromEntries(url.searchParams)).toEqual({ plan: 'growth', lang: 'pl', lead: '0b7c…' });
    expect(Object.fromEntries(new URL(signupUrl('https://app.example.com/signup', { lang: 'en' })).searchParams)).toEqual({ lang: 'en' });
  });
});
