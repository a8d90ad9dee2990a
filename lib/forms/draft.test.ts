import { createDraftStore, parseDraft } from './draft';

const fields = ['name', 'email'] as const;

describe('parseDraft', () => {
  it('ignores corrupt, foreign and mistyped data instead of throwing', () => {
    for (const raw of [null, '', '{', 'undefined', 'null', '42', '"text"', '[1,2]', 'true', '{"name":', '\u0000']) {
      expect(parseDraft(raw, fields)).toEqual({});
    }
    expect(parseDraft('{"name": 5, "email": {"x": 1}, "admin": "yes"}', fields)).toEqual({});
    expect(parseDraft('{"name": "Anna", "email": null}', fields)).toEqual({ name: 'Anna' });
  });

  it('caps oversized values', () => {
    expect(parseDraft(JSON.stringify({ name: 'x'.repeat(50) }), fields, 10)).toEqual({ name: 'x'.repeat(10) });
  });
});

describe('createDraftStore', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps values in sessionStorage, restores them and clears them', () => {
    const store = createDraftStore('formDraft:test', fields);
    expect(store.get()).toEqual({ name: '', email: '' });
    store.set({ name: 'Anna', email: 'a@example.com' });
    expect(JSON.parse(window.sessionStorage.getItem('formDraft:test')!)).toEqual({ name: 'Anna', email: 'a@example.com' });

    const afterReload = createDraftStore('formDraft:test', fields);
    expect(afterReload.get()).toEqual({ name: 'Anna', email: 'a@example.com' });
    afterReload.clear();
    expect(window.sessionStorage.getItem('formDraft:test')).toBeNull();
    expect(afterReload.get()).toEqual({ name: '', email: '' });
  });

  it('gives the same snapshot until the values change, and notifies subscribers', () => {
    const store = createDraftStore('formDraft:test', fields);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set({ name: 'B', email: '' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(first);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts empty from a corrupt stored draft', () => {
    window.sessionStorage.setItem('formDraft:test', '{not json');
    expect(createDraftStore('formDraft:test', fields).get()).toEqual({ name: '', email: '' });
  });

  it('keeps working in memory when storage is blocked', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const store = createDraftStore('formDraft:test', fields);
    store.set({ name: 'Anna', email: '' });
    expect(store.get()).toEqual({ name: 'Anna', email: '' });
    spy.mockRestore();
  });
});
