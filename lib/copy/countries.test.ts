import { callbackCountryNames } from './countries';

describe('the countries "Call me now" dials, as a sentence names them', () => {
  it('joins English names with "and", and Polish names in the genitive after „z” with „i”', () => {
    expect(callbackCountryNames('en', ['US', 'PL'])).toBe('United States and Poland');
    expect(callbackCountryNames('pl', ['US', 'PL'])).toBe('Stanów Zjednoczonych i Polski');
    expect(callbackCountryNames('pl', ['PL', 'DE', 'GB'])).toBe('Polski, Niemiec i Wielkiej Brytanii');
  });

  it('names one country alone, and a country without a Polish genitive by its display name', () => {
    expect(callbackCountryNames('en', ['PL'])).toBe('Poland');
    expect(callbackCountryNames('pl', ['JP'])).toBe('Japonia');
  });
});
