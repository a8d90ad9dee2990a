/**
 * British spellings and usages that must not appear in English copy (the site
 * sells in dollars to US and Florida buyers). Each entry: the pattern and the
 * American form to use. `lib/copy/american-english.test.ts` checks every English
 * string the site renders against it: messages/en.json, the English blog
 * posts, the English halves of the data files in lib/ (sample calls, case
 * studies, testimonials, integrations, partners, policies, plan features,
 * company), the CMS's English interface, the lead e-mail and the legal dates.
 */
export const britishToAmerican: readonly (readonly [RegExp, string])[] = [
  [/\benquir(?:y|ies|e|ed|ing)\b/i, 'inquiry, inquire'],
  [
    /\b(?:un|re|de|over|under)?(?:optim|organ|real|recogn|priorit|personal|minim|maxim|custom|summar|special|author|categor|central|standard|util|synchron|visual|final|emphas|apolog|critic|familiar|memor|normal|character|digital|modern|local|initial|capital|monet|sanit|anonym|pseudonym|token|stabil|mobil|harmon|item|legitim|sympath|energ|subsid|internal|global|industrial|commercial|human|general|social|neutral|ideal|jeopard|patron|scrutin|democrat|computer|hospital|strateg|econom|synthes)is(?:e|es|ed|ing|ation|ations|er|ers)\b/i,
    '-ize, -ization (optimize, organization, personalized)',
  ],
  [/\banalys(?:e|ed|es|ing)\b/i, 'analyze'],
  [/\b(?:colour|behaviour|favour|honour|labour|neighbour|rumour|harbour|flavour|endeavour)\w*/i, '-or (color, behavior, favorite)'],
  [/\b(?:centre|metre|theatre|litre|fibre)s?\b/i, '-er (center, meter)'],
  [/\bprogramme/i, 'program'],
  [/\bcatalogue/i, 'catalog'],
  [/\b(?:cancell(?:ed|ing)|travell(?:ed|ing|er)|modell(?:ed|ing)|labell(?:ed|ing)|diall(?:ed|ing)|signall(?:ed|ing)|fuell(?:ed|ing)|counsell)/i, 'single l (canceled, traveled, dialed)'],
  [/\blicence\b|\bdefence\b|\boffence\b/i, 'license, defense, offense'],
  [/\bgrey\b/i, 'gray'],
  [/\b(?:whilst|amongst|learnt|spelt|fortnight)\b/i, 'while, among, learned, two weeks'],
  [/\b(?:fulfil|enrol|instalment)s?\b/i, 'fulfill, enroll, installment'],
  [/\bat (?:the )?weekends?\b/i, 'on weekends'],
  [/(?<!real )\bestate agen(?:t|ts|cy|cies)\b/i, 'real estate agent, real estate agency'],
  [/\bviewings?\b/i, 'showing (US real estate)'],
  [/\bflats?\b(?! fee| rate| monthly)/i, 'apartment'],
  [/\bper cent\b/i, 'percent'],
  [/\bageing\b|\bjudgement\b|\bcheque/i, 'aging, judgment, check'],
  [/\b(?:mortgage in principle|service charges?|school catchment|valuer|solicitor|conveyancing|letting agent|autumn)\b/i, 'pre-approval, HOA fees, school district, appraiser, attorney, closing, leasing agent, fall'],
  [/\b(?:post ?code|mobile number|mobiles)\b/i, 'ZIP code, cell phone number, cell phones'],
  [/\b\d{1,2}(?:[:.]\d{2})? ?(?:pm|am)\b|\b\d{1,2}(?:pm|am)\b/, 'one time format: 10 p.m., 7:30 a.m.'],
  [/(?<![\d:])(?:[01]\d|2[0-3]):[0-5]\d(?![\d:]| ?[ap]\.m\.)/, 'one time format: 10 p.m., not 22:00'],
  [/\bzł\b|złot/i, 'no złoty on English pages (dollars)'],
  [/site configuration|environment variable|config file/i, 'no developer-speak in visitor copy'],
  [/\bTrust Centre\b/i, 'Trust Center'],
  [/\be-mail/i, 'email (one spelling everywhere)'],
  [/\bworking days?\b/i, 'business day'],
  [/\bdiar(?:y|ies)\b/i, 'calendar'],
  [/\breception\b/i, 'front desk'],
  [/\bcorner shops?\b/i, 'neighborhood store, convenience store'],
  [/\bserviced apartments?\b/i, 'furnished apartments, extended-stay'],
  [/\b(?:holiday (?:let|home|rental|park)s?|on holiday|bank holidays?)\b/i, 'vacation rental, on vacation, public holiday'],
  [/\b(?:car park|motorway|timetable|ring(?:s|ing)? back|full stop)s?\b/i, 'parking lot, highway, schedule, call back, period'],
  [/\b(?:towards|afterwards|practise[sd]?)\b/i, 'toward, afterward, practice'],
  [/\bmaths\b|\bin (?:their|its|our|your) stride\b|\bbusy tone\b|\b(?:Yours sincerely|Yours faithfully)\b/i, 'math, in stride, busy signal, Sincerely'],
  [/\btick(?:ed)? (?:the|a|this|that) (?:box|option)/i, 'check the box'],
  [/\b(?:Mr|Mrs|Ms|Dr)\b(?!\.)/, 'Mr., Mrs., Ms., Dr. (with a period)'],
  [/\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December),? \d{4}\b/, 'US date order: November 24, 2026'],
];

