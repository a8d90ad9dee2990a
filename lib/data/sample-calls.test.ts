/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { locales } from '@/i18n/routing';
import { dashboardRows, handoverNote, rowLanguages, sampleCallIds, sampleCalls, spokenLanguages } from './sample-calls';
import { recordingFor } from './recordings';
import { hasConnected } from './integrations';
import { aiGreetingWords, callNoticeWords, policies } from '@/lib/copy/policies';
import { planList, plansWith } from '@/lib/copy/plan-features';
import { siteMessages } from '@/lib/copy/messages';
import { unbackedPromisePatterns } from '@/lib/copy/claims';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';

describe('sample calls', () => {
  it('has at least five calls, each complete in both languages', () => {
    expect(sampleCalls.map((call) => call.id)).toEqual([...sampleCallIds]);
    expect(sampleCalls.length).toBeGreaterThanOrEqual(5);
    for (const call of sampleCalls) {
      for (const locale of locales) {
        const copy = call.copy[locale];
        expect(copy.title.trim()).not.toBe('');
        expect(copy.outcome.trim()).not.toBe('');
        expect(copy.turns.length).toBeGreaterThanOrEqual(4);
        expect(copy.landed.length).toBeGreaterThanOrEqual(2);
        // Both languages tell the same call: same speakers at the same moments.
        expect(copy.turns.map((turn) => [turn.at, turn.who])).toEqual(call.copy.en.turns.map((turn) => [turn.at, turn.who]));
        const times = copy.turns.map((turn) => turn.at);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        // The transcript is the whole call: the stated length ends a few seconds after the last line.
        expect(Math.max(...times)).toBeLessThan(call.durationSeconds);
        expect(call.durationSeconds - Math.max(...times)).toBeLessThanOrEqual(15);
      }
    }
  });

  it('has a Spanish call for the Florida pages, every Spanish line translated beside it', () => {
    const call = sampleCalls.find((item) => item.id === 'florida-spanish')!;
    expect(call.industry).toBe('realEstate');
    for (const locale of locales) {
      expect(spokenLanguages(call, locale)).toContain('es');
      const spanish = call.copy[locale].turns.filter((turn) => turn.lang === 'es');
      expect(spanish.length).toBeGreaterThanOrEqual(5);
      for (const turn of spanish) expect(turn.gloss?.trim()).toBeTruthy();
    }
    // The same Spanish words on both pages; only the translation differs.
    expect(call.copy.pl.turns.filter((t) => t.lang === 'es').map((t) => t.text)).toEqual(call.copy.en.turns.filter((t) => t.lang === 'es').map((t) => t.text));
  });

  it('the agent says it is an AI, and that the call is transcribed, in its first sentence, in the words the FAQ promises, in the language it speaks', () => {
    expect(policies.recording.transcriptNotice).toBe('first-sentence');
    for (const call of sampleCalls) {
      for (const locale of locales) {
        const first = call.copy[locale].turns.find((turn) => turn.who === 'agent')!;
        const spoken = first.lang ?? locale;
        const sentence = `${call.id} (${locale}): ${first.text.split(/(?<=[.?!])\s/)[0]}`;
        expect(sentence).toContain(aiGreetingWords[spoken]);
        expect(sentence).toContain(callNoticeWords[spoken]);
      }
    }
  });

  it('a call that ends in a text says which plans send texts, from the plan features', () => {
    const texting = sampleCalls.filter((call) => call.copy.en.landed.some((item) => item.system === 'sms'));
    expect(texting.length).toBeGreaterThan(0);
    for (const locale of locales) {
      const smsPlans = planList(plansWith((features) => features.channels.includes('sms')), locale);
      expect(siteMessages(locale).product.transcript.smsOnly.replace(/\u00a0/g, ' ')).toContain(smsPlans.replace(/\u00a0/g, ' '));
    }
    // The hotel calls, sold on Growth, send their links and confirmations by e-mail.
    for (const call of sampleCalls.filter((item) => item.industry === 'hotel')) expect(call.copy.en.landed.map((item) => item.system)).not.toContain('sms');
  });

  it('no call sends a card link while no payment gateway is connected: the front desk takes the guarantee, and a payment line would carry the gateway note', () => {
    expect(hasConnected('payments')).toBe(false);
    // While no gateway is connected, no sample call sends a card link: the front desk takes the guarantee (hotel-en-3, item 3).
    const cardLink = /link[^.;]{0,40}(?:card|kart|tarjeta)|enlace[^.;]{0,40}tarjeta/iu;
    expect(cardLink.test('I’m emailing you a secure link to guarantee the room with a card.')).toBe(true);
    for (const call of sampleCalls) {
      for (const locale of locales) {
        const said = call.copy[locale].turns.filter((turn) => cardLink.test(turn.text) || cardLink.test(turn.gloss ?? '')).map((turn) => `${call.id} ${locale} ${turn.at}`);
        expect(said).toEqual([]);
        expect(call.copy[locale].landed.map((item) => item.system)).not.toContain('payment');
      }
    }
    // No agent offers a language the register does not list ("or another language").
    for (const call of sampleCalls) for (const locale of locales) for (const turn of call.copy[locale].turns) expect(`${turn.text} ${turn.gloss ?? ''}`).not.toMatch(unbackedPromisePatterns.anotherLanguage!);
    // While no gateway is connected, no outcome (the hero phone's booking card included) says the card is secured.
    for (const call of sampleCalls) for (const locale of locales) expect(`${call.id}: ${call.copy[locale].outcome}`).not.toMatch(/card guaranteed|card secured|karta zabezpieczona|zabezpieczono kartę/i);
    for (const locale of locales) expect(siteMessages(locale).product.transcript.paymentOnRequest).toContain(planList(plansWith((f) => f.integrations === 'allCustom'), locale));
  });

  it('books only once the caller confirms (/convai): before a booking is said done, the caller gave a name and an email and said yes, and a front-desk note holds only what the caller asked for', () => {
    // The words an agent uses to say a booking is done, in the languages the calls speak.
    const booked = /\b(?:is booked|booked|reserved)\b|zarezerwowan|\bZarezerwowane\b|jest potwierdzona|Queda reservada/iu;
    const yes = /^(?:Yes|Yeah|Sure|Tak|Sí|Perfect|Perfecto|Great|Świetnie|Dobrze)\b|\bis good\b|będzie dobr/iu;
    const checked = (call: (typeof sampleCalls)[number], locale: (typeof locales)[number]) => {
      const turns = call.copy[locale].turns;
      const at = turns.findIndex((turn) => turn.who === 'agent' && booked.test(turn.text));
      if (at < 0) return [];
      const answer = turns.slice(0, at).filter((turn) => turn.who === 'caller').pop()?.text.trim() ?? '';
      return [
        turns.some((turn) => turn.who === 'caller' && /@/.test(turn.text)) ? null : `${call.id} ${locale}: no email for the confirmation`,
        yes.test(answer) || /@/.test(answer) ? null : `${call.id} ${locale}: no yes before the booking ("${answer}")`,
      ].filter(Boolean);
    };
    for (const call of sampleCalls) for (const locale of locales) expect(checked(call, locale)).toEqual([]);
    // A planted booking without a name, an email or a yes (the fifth hotel read's Polish call) fails.
    const planted = structuredClone(sampleCalls.find((call) => call.id === 'language-switch')!);
    planted.copy.pl.turns = planted.copy.pl.turns.filter((turn) => !/@/.test(turn.text));
    expect(checked(planted, 'pl')).toEqual([expect.stringContaining('no email'), expect.stringContaining('no yes')]);
    // The wheelchair at the entrance is on the note because the caller said yes to it, not because the agent assumed it.
    const call = sampleCalls.find((item) => item.id === 'language-switch')!;
    for (const locale of locales) {
      const turns = call.copy[locale].turns;
      const asked = turns.findIndex((turn) => turn.who === 'agent' && /wózek|wheelchair/i.test(turn.text) && turn.text.trim().endsWith('?'));
      expect(asked).toBeGreaterThan(0);
      expect(turns[asked + 1]).toMatchObject({ who: 'caller', text: expect.stringMatching(yes) });
    }
  });

  it('titles say what they are: sample calls, not "word for word" excerpts', () => {
    const all = JSON.stringify([en.product, pl.product, en.pages.sampleCalls, pl.pages.sampleCalls]);
    expect(all).not.toMatch(/word for word|słowo w słowo/i);
  });

  it('translates every line spoken in the other language, and only those', () => {
    for (const call of sampleCalls) {
      for (const locale of locales) {
        for (const turn of call.copy[locale].turns) {
          if (turn.lang && turn.lang !== locale) expect(turn.gloss?.trim()).toBeTruthy();
          else expect(turn.gloss).toBeUndefined();
        }
      }
    }
  });

  it('covers the situations a hotel or agency asks about', () => {
    const switchCall = sampleCalls.find((call) => call.id === 'language-switch');
    for (const locale of locales) expect(spokenLanguages(switchCall!, locale)).toEqual(['en', 'pl']);
    expect(spokenLanguages(sampleCalls[0]!, 'pl')).toEqual(['pl']);
    expect(sampleCalls.find((call) => call.id === 'handover')?.copy.en.turns.some((turn) => turn.who === 'staff')).toBe(true);
    expect(sampleCalls.filter((call) => call.industry === 'realEstate').length).toBeGreaterThanOrEqual(1);
    expect(sampleCalls.find((call) => call.id === 'late-booking')?.startedAt).toBe('23:04');
  });

  it('shows dashboard rows newest first, with values in both currencies for bookings', () => {
    for (const rows of Object.values(dashboardRows)) {
      const times = rows.map((row) => row.time);
      expect(times).toEqual([...times].sort().reverse());
      for (const row of rows) {
        if (row.result === 'booked') expect(row.value).toEqual({ en: expect.any(Number), pl: expect.any(Number) });
        if (row.callId) expect(sampleCalls.find((call) => call.id === row.callId)?.startedAt).toBe(row.time);
        for (const locale of locales) expect(rowLanguages(row, locale).length).toBeGreaterThan(0);
      }
    }
    expect(handoverNote.pl.done.length).toBe(handoverNote.en.done.length);
    // A believable day for a 120-room hotel: dozens of calls, mostly questions, a handful of bookings, a person for a few.
    const hotel = dashboardRows.hotel;
    expect(hotel.length).toBeGreaterThanOrEqual(30);
    const count = (result: string) => hotel.filter((r) => r.result === result).length;
    expect(count('answered')).toBeGreaterThan(hotel.length / 2);
    expect(count('booked')).toBeGreaterThanOrEqual(5);
    expect(count('handover')).toBeLessThanOrEqual(3);
    expect(new Set(hotel.map((r) => r.time)).size).toBe(hotel.length);
    // The Polish hotel's calls are in Polish on Polish pages; the caller who switched shows both languages.
    expect(rowLanguages(dashboardRows.hotel[0]!, 'pl')).toEqual(['pl']);
    expect(rowLanguages(dashboardRows.hotel.find((row) => row.callId === 'language-switch')!, 'en')).toEqual(['en', 'pl']);
  });
});

describe('recordingFor', () => {
  it('returns nothing until the audio file exists, then the file and its type', () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'recordings-'));
    expect(recordingFor('handover', 'en', publicDir)).toBeNull();
    mkdirSync(join(publicDir, 'sample-calls'));
    writeFileSync(join(publicDir, 'sample-calls', 'handover.pl.m4a'), '');
    expect(recordingFor('handover', 'en', publicDir)).toBeNull();
    expect(recordingFor('handover', 'pl', publicDir)).toEqual({ src: '/sample-calls/handover.pl.m4a', type: 'audio/mp4' });
  });
});

describe('the dashboards show the agent doing only what it may', () => {
  // Offers and price negotiation go to a person (the real-estate page: from {handoverFrom}, "offers and negotiations go straight to your team").
  const negotiation = /negotia|negocjac/i;
  const answeredNegotiation = (rows: readonly { result: string; detail?: { en: string; pl: string } }[]) =>
    rows.filter((row) => row.result === 'answered' && row.detail && (negotiation.test(row.detail.en) || negotiation.test(row.detail.pl)));

  it('never shows the agent answering a price negotiation: such a call is handed over', () => {
    for (const rows of Object.values(dashboardRows)) expect(answeredNegotiation(rows)).toEqual([]);
    expect(dashboardRows.realEstate.some((row) => row.result === 'handover' && negotiation.test(row.detail?.en ?? ''))).toBe(true);
    // Planted: the old row is caught.
    expect(answeredNegotiation([{ result: 'answered', detail: { en: 'Is the Bayshore Drive price negotiable?', pl: 'Czy cena podlega negocjacji?' } }])).toHaveLength(1);
  });
});

describe('a showing is booked under the caller’s name', () => {
  // The agent asks for a name (and says where the confirmation goes) before it confirms the showing.
  const asksName = /\bname\b|nombre|imię|nazwisk/i;
  const confirms = /you’re booked|listo|zapisan/i;
  type Turn = { who: string; text: string; gloss?: string };
  const nameBeforeBooking = (turns: readonly Turn[]) => {
    const ask = turns.findIndex((turn) => turn.who === 'agent' && asksName.test(`${turn.text} ${turn.gloss ?? ''}`));
    const booked = turns.findIndex((turn) => turn.who === 'agent' && confirms.test(turn.text));
    return ask >= 0 && booked > ask && turns.slice(ask + 1, booked).some((turn) => turn.who === 'caller');
  };

  it('in every real-estate sample call, both languages, and the CRM lead carries that name', () => {
    const showings = sampleCalls.filter((call) => call.industry === 'realEstate' && call.copy.en.landed.some((l) => l.system === 'calendar'));
    expect(showings.length).toBeGreaterThanOrEqual(2);
    for (const call of showings) {
      for (const locale of locales) {
        const copy = call.copy[locale];
        expect([call.id, locale, nameBeforeBooking(copy.turns)]).toEqual([call.id, locale, true]);
        const crm = copy.landed.find((l) => l.system === 'crm')!.record;
        const named = copy.turns.filter((turn) => turn.who === 'caller').some((turn) => /^([A-ZÀ-Ž][\p{L}]+ [A-ZÀ-Ž][\p{L}]+)/u.test(turn.text) && crm.includes(turn.text.match(/^([A-ZÀ-Ž][\p{L}]+ [A-ZÀ-Ž][\p{L}]+)/u)![1]!));
        expect([call.id, locale, named]).toEqual([call.id, locale, true]);
      }
    }
    // Planted: the old Bayshore ending books first and asks only for an email.
    expect(nameBeforeBooking([
      { who: 'agent', text: 'You’re booked. What email should I send the confirmation to?' },
      { who: 'caller', text: 'mike.reyes@example.com.' },
    ])).toBe(false);
  });
});

describe('dashboard rows say the language their tag shows (agency read 14: a row said “po hiszpańsku” under the tag “en”)', () => {
  it('a row that names a language in its detail carries that language’s tag, on both sides', () => {
    const named: Record<string, RegExp> = { en: /in English|po angielsku/, es: /in Spanish|po hiszpańsku/, pl: /in Polish|po polsku/, de: /in German|po niemiecku/ };
    for (const rows of Object.values(dashboardRows)) {
      for (const row of rows) {
        for (const locale of ['en', 'pl'] as const) {
          const tags = rowLanguages(row, locale);
          for (const [lang, pattern] of Object.entries(named)) if (pattern.test(row.detail[locale])) expect([row.time, locale, tags]).toEqual([row.time, locale, expect.arrayContaining([lang])]);
        }
      }
    }
  });
});
