import { factsOf, isPossiblyOutdated, type SchemeFact } from '../subsidies/facts.ts';
import { SCHEMES } from '../subsidies/schemes.ts';
import { schemeTexts } from '../subsidies/schemes-en.ts';
import { windowText } from '../subsidies/windows.ts';
import { formatEuro } from './budget.ts';
import type { CoachContext, CoachLanguage } from './context.ts';
import { runningEnrollments } from './selectors.ts';

/**
 * The Coach's answers about schemes, loans, tax, prices, refunds and deadlines. Every figure comes
 * from the subsidy catalogue's dated facts (the same data as the subsidy advice) and is said with
 * its source and the day it was checked; a fact older than a year is called possibly outdated.
 */

const TEXTS = {
  nl: {
    source: (url: string, date: string, old: boolean) =>
      old ? `(bron: ${url}; mogelijk verouderd, stand ${date})` : `(bron: ${url}; gecontroleerd op ${date})`,
    /** A settled fact about a past event (a scheme's end): its source's own date. */
    settledSource: (url: string, date: string) => `(bron: ${url}, ${date})`,
    schemeIntro: (name: string) => `${name}:`,
    schemeList: (names: string) =>
      `Noem de regeling die je bedoelt, bijvoorbeeld ${names}. De subsidiecheck op /subsidies zoekt uit wat bij jou past.`,
    stapIntro: 'STAP bestaat niet meer en kun je niet meer aanvragen.',
    stapAfter:
      'Gratis loopbaanadvies krijg je bij het Leerwerkloket; de subsidiecheck op /subsidies laat zien wat nu wel kan.',
    uwvIntro: 'Met een uitkering of als je werk zoekt, kan UWV soms scholing betalen.',
    uwvAfter: 'Vraag het je contactpersoon bij UWV (uwv.nl) en begin pas als UWV heeft ingestemd.',
    tax: 'De aftrek van scholingsuitgaven (studiekosten) in de inkomstenbelasting is per 1 januari 2022 afgeschaft. Scholing van vóór 2022 kun je alleen nog in de aangifte over dat jaar opvoeren. Wat nu wel kan, laat de subsidiecheck op /subsidies zien.',
    taxStap: 'STAP, dat de aftrek verving, is ook gestopt:',
    priceNone:
      'Je bent nu niet ingeschreven voor een cursus. De prijs en de startdatum van een cursus staan op de cursuspagina onder /courses.',
    priceOf: (title: string, price: string) => `${title} kost ${price}`,
    prices: (list: string) =>
      `Volgens de cursuspagina's van het platform: ${list}. De startdatum en de actuele prijs staan op de cursuspagina.`,
    refund:
      'Of je cursusgeld terugkrijgt als je je uitschrijft, bepaalt de aanbieder van de cursus in zijn voorwaarden; lees die op de cursuspagina of vraag het de aanbieder. Uitschrijven kan op de cursuspagina.',
    refundGrant:
      'Heb je subsidie of een lening voor de cursus, meld het stoppen dan ook bij wie die gaf: je moet een deel misschien terugbetalen.',
    loanIntro: 'Het levenlanglerenkrediet van DUO is een lening, geen subsidie.',
    loanAfter: 'Aanvragen doe je bij DUO.',
    deadlineNone: 'Je hebt nog geen subsidieaanvraag.',
    deadlineStatus: (approved: number, pending: number, rejected: number, draft: number) =>
      `Je aanvragen: ${approved} goedgekeurd, ${pending} in behandeling, ${rejected} afgewezen, ${draft} nog niet ingediend.`,
    windowOf: (name: string, text: string) => `${name}: ${text}`,
    deadlineAfter:
      'Bij een tijdvak dat sluit krijg je 14 dagen vooraf een herinnering. Je dossiers staan onder /subsidies.',
    metalIntro:
      'In de metaal en techniek heeft elke branche een eigen opleidingsfonds; welk fonds geldt, hangt af van de cao van je werkgever.',
    metalFund: (name: string, note: string) => `${name}: ${note}`,
    metalAfter: 'Vraag je werkgever welke cao geldt; de subsidiecheck op /subsidies vraagt ernaar.',
    unsure:
      'Dat weet ik niet zeker. Voor vragen over geld en regelingen kun je de subsidiecheck op /subsidies doen; of stel je vraag anders, bijvoorbeeld over je budget, cursussen of voortgang.',
  },
  en: {
    source: (url: string, date: string, old: boolean) =>
      old ? `(source: ${url}; possibly outdated, as of ${date})` : `(source: ${url}; checked on ${date})`,
    settledSource: (url: string, date: string) => `(source: ${url}, ${date})`,
    schemeIntro: (name: string) => `${name}:`,
    schemeList: (names: string) =>
      `Name the scheme you mean, for example ${names}. The subsidy check at /subsidies works out what fits you.`,
    stapIntro: 'STAP no longer exists and you can no longer apply for it.',
    stapAfter:
      'Free career advice is available at the Leerwerkloket; the subsidy check at /subsidies shows what is possible now.',
    uwvIntro: 'On a benefit or while looking for work, UWV can sometimes pay for training.',
    uwvAfter: 'Ask your contact person at UWV (uwv.nl) and only start once UWV has agreed.',
    tax: 'The income-tax deduction for study costs (scholingsuitgaven) was abolished on 1 January 2022. Training before 2022 can only be claimed in that year’s return. The subsidy check at /subsidies shows what is possible now.',
    taxStap: 'STAP, which replaced the deduction, has ended too:',
    priceNone:
      'You are not enrolled in a course right now. A course’s price and start date are on its course page under /courses.',
    priceOf: (title: string, price: string) => `${title} costs ${price}`,
    prices: (list: string) =>
      `According to the platform’s course pages: ${list}. The start date and the current price are on the course page.`,
    refund:
      'Whether you get your course fee back when you unenrol is up to the course provider’s terms; read them on the course page or ask the provider. You can unenrol on the course page.',
    refundGrant:
      'If a subsidy or loan paid for the course, tell whoever gave it that you stopped: you may have to pay part of it back.',
    loanIntro: 'DUO’s lifelong learning credit (levenlanglerenkrediet) is a loan, not a subsidy.',
    loanAfter: 'You apply at DUO.',
    deadlineNone: 'You have no subsidy application yet.',
    deadlineStatus: (approved: number, pending: number, rejected: number, draft: number) =>
      `Your applications: ${approved} approved, ${pending} pending, ${rejected} rejected, ${draft} not yet submitted.`,
    windowOf: (name: string, text: string) => `${name}: ${text}`,
    deadlineAfter:
      'When a window is about to close you get a reminder 14 days before. Your dossiers are under /subsidies.',
    metalIntro:
      'In metal and technology each branch has its own training fund; which one applies depends on your employer’s collective agreement.',
    metalFund: (name: string, note: string) => `${name}: ${note}`,
    metalAfter:
      'Ask your employer which collective agreement applies; the subsidy check at /subsidies asks about it.',
    unsure:
      'I am not sure about that. For questions about money and schemes, try the subsidy check at /subsidies; or ask differently, for example about your budget, courses or progress.',
  },
} as const;

const LOCALE: Record<CoachLanguage, string> = { nl: 'nl-NL', en: 'en-GB' };

const dateText = (iso: string, lang: CoachLanguage) =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** Today as YYYY-MM-DD (the context may fix it, for tests). */
const todayOf = (ctx: CoachContext) => ctx.today ?? new Date().toISOString().slice(0, 10);

/** A fact in the reader's language with its source and date ("mogelijk verouderd" when old). */
export function factSentence(f: SchemeFact, lang: CoachLanguage, today: string): string {
  if (f.settled && f.since)
    return `${f[lang]} ${TEXTS[lang].settledSource(f.sourceUrl, dateText(f.since, lang))}.`;
  const old = isPossiblyOutdated(f, today);
  const date = dateText(old ? (f.since ?? f.checkedOn) : f.checkedOn, lang);
  return `${f[lang]} ${TEXTS[lang].source(f.sourceUrl, date, old)}.`;
}

const factsText = (schemeId: string, lang: CoachLanguage, today: string) =>
  factsOf(schemeId).map((f) => factSentence(f, lang, today));

const schemeName = (id: string, lang: CoachLanguage) => {
  const s = SCHEMES.find((x) => x.id === id);
  return s ? schemeTexts(s, lang).name : id;
};

/** Which named scheme a message is about (the words that name a scheme, not the topic). */
const NAMED: readonly [RegExp, string][] = [
  [/ontwikkelpad/, 'slim-ontwikkelpaden'],
  [/derde leerweg|third learning/, 'praktijkleren-derde-leerweg'],
  [/praktijkler/, 'praktijkleren'],
  [/\bslim\b/, 'slim'],
  [/a\s*\+\s*o|\bikb\b|keuzebudget|gemeente/, 'ao-gemeenten'],
  [/volandis|bouw/, 'bouw-infra'],
  [/otib|installat|wij techniek/, 'otib'],
  [/\boom\b|metaalbewerk/, 'oom'],
];

function schemeOf(text: string): string | null {
  const t = text.toLowerCase();
  return NAMED.find(([re]) => re.test(t))?.[1] ?? null;
}

type Reply = (message: string, ctx: CoachContext, lang: CoachLanguage) => string;

const join = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');

const scheme: Reply = (message, _ctx, lang) => {
  const id = schemeOf(message);
  const today = todayOf(_ctx);
  if (!id) {
    const names = ['slim', 'praktijkleren', 'slim-ontwikkelpaden'].map((x) => schemeName(x, lang)).join(', ');
    return TEXTS[lang].schemeList(names);
  }
  const s = SCHEMES.find((x) => x.id === id);
  const facts = factsText(id, lang, today);
  const body = facts.length > 0 ? facts : s ? [schemeTexts(s, lang).amountNote] : [];
  return join(TEXTS[lang].schemeIntro(schemeName(id, lang)), ...body);
};

export const MONEY_REPLIES = {
  scheme,
  stap: (_m, ctx, lang) =>
    join(TEXTS[lang].stapIntro, ...factsText('stap', lang, todayOf(ctx)), TEXTS[lang].stapAfter),
  uwv: (_m, ctx, lang) =>
    join(TEXTS[lang].uwvIntro, ...factsText('uwv-scholing', lang, todayOf(ctx)), TEXTS[lang].uwvAfter),
  tax: (_m, ctx, lang) =>
    join(TEXTS[lang].tax, TEXTS[lang].taxStap, ...factsText('stap', lang, todayOf(ctx))),
  coursePrice: (message, ctx, lang) => {
    const euro = (price: number) => formatEuro(Math.round(price * 100), LOCALE[lang]);
    const t = message.toLowerCase();
    const named = ctx.courses.filter((c) => t.includes(c.title.toLowerCase()));
    const list =
      named.length > 0
        ? named.map((c) => ({ title: c.title, price: c.price }))
        : runningEnrollments(ctx).map((e) => ({ title: e.course.title, price: e.course.price }));
    if (list.length === 0) return TEXTS[lang].priceNone;
    return TEXTS[lang].prices(list.map((c) => TEXTS[lang].priceOf(c.title, euro(c.price))).join('; '));
  },
  refund: (_m, ctx, lang) =>
    join(
      TEXTS[lang].refund,
      ctx.subsidyApplications.some((a) => a.status === 'approved') && TEXTS[lang].refundGrant,
    ),
  duoLoan: (_m, ctx, lang) =>
    join(
      TEXTS[lang].loanIntro,
      ...factsText('levenlanglerenkrediet', lang, todayOf(ctx)),
      TEXTS[lang].loanAfter,
    ),
  deadline: (message, ctx, lang) => {
    const today = todayOf(ctx);
    const apps = ctx.subsidyApplications;
    const by = (...statuses: string[]) => apps.filter((a) => statuses.includes(a.status)).length;
    const withWindow = [
      ...new Set(
        apps.map((a) => a.schemeId).filter((id): id is string => !!id && windowText(id, today) !== null),
      ),
    ];
    const named = schemeOf(message);
    const ids =
      named && windowText(named, today) !== null
        ? [named]
        : withWindow.length > 0
          ? withWindow
          : ['praktijkleren', 'slim-ontwikkelpaden'];
    return join(
      apps.length === 0
        ? TEXTS[lang].deadlineNone
        : TEXTS[lang].deadlineStatus(by('approved'), by('submitted'), by('rejected'), by('concept')),
      ...ids.map((id) => TEXTS[lang].windowOf(schemeName(id, lang), windowText(id, today, lang) ?? '')),
      TEXTS[lang].deadlineAfter,
    );
  },
  metalFunds: (_m, ctx, lang) =>
    join(
      TEXTS[lang].metalIntro,
      ...['oom', 'otib'].map((id) => {
        const facts = factsText(id, lang, todayOf(ctx));
        const s = SCHEMES.find((x) => x.id === id);
        return TEXTS[lang].metalFund(
          schemeName(id, lang),
          facts.length > 0
            ? facts.join(' ')
            : s
              ? `${schemeTexts(s, lang).amountNote} (${s.sourceUrl}).`
              : '',
        );
      }),
      TEXTS[lang].metalAfter,
    ),
  unsure: (_m, _ctx, lang) => TEXTS[lang].unsure,
} satisfies Record<string, Reply>;
