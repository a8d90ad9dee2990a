/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { siteMessages } from './messages';
import { legalTextHash, legalUpdated, type LegalDocument } from './legal';

type Messages = ReturnType<typeof siteMessages>;
const pageOf: Record<LegalDocument, (m: Messages) => unknown> = {
  privacy: (m) => m.privacyPage.sections,
  cookies: (m) => m.cookiesPage.sections,
  terms: (m) => m.termsPage.sections,
};
/** The hash legalTextHash holds for a document's sections in both languages. */
const hashOf = (sections: { en: unknown; pl: unknown }) => createHash('sha256').update(JSON.stringify([sections.en, sections.pl])).digest('hex').slice(0, 16);
const shown = (doc: LegalDocument) => ({ en: pageOf[doc](siteMessages('en')), pl: pageOf[doc](siteMessages('pl')) });

describe('each legal document’s "Last updated" date belongs to its text (lib/copy/legal.ts)', () => {
  it.each(Object.keys(legalUpdated) as LegalDocument[])('%s: the text shown is the one its date was set for', (doc) => {
    const hash = hashOf(shown(doc));
    // On failure: the text changed, so set legalUpdated.<doc> to the day it changed and legalTextHash.<doc> to this hash.
    expect(`${doc} ${legalUpdated[doc]} ${legalTextHash[doc]}`).toBe(`${doc} ${legalUpdated[doc]} ${hash}`);
  });

  it('a planted change fails: terms §4 as the read-9 build said it (“with phone charges on us”) is not the text dated today', () => {
    const now = shown('terms') as { en: Record<string, { body: Record<string, string> }>; pl: unknown };
    const old = structuredClone(now);
    const p1 = old.en.trial!.body.p1!;
    expect(p1).toContain('with our numbers and carrier charges on us; your carrier bills any forwarding of your own line');
    old.en.trial!.body.p1 = p1.replace('with our numbers and carrier charges on us; your carrier bills any forwarding of your own line', 'with phone charges on us');
    expect(hashOf(old)).not.toBe(legalTextHash.terms);
    expect(legalUpdated.terms).not.toBe('2026-11-20');
  });
});
