import type { Widen } from './types.ts';

/**
 * The accessibility statement, in the form Dutch public services publish
 * (toegankelijkheidsverklaring): standard, status, how tested, known exceptions, how to report.
 */
export const accessibilityNl = {
  title: 'Toegankelijkheidsverklaring',
  intro:
    'SkillsPlatform wil dat iedereen het platform kan gebruiken, ook met een beperking. In deze verklaring staat aan welke eisen we voldoen, hoe we dat hebben getoetst, wat nog niet goed gaat en hoe je een probleem meldt.',
  updated: 'Deze verklaring is opgesteld op 22 november 2026 en geldt voor alle schermen van dit platform.',
  standardTitle: 'Welke eisen',
  standard:
    'Het platform is gebouwd om te voldoen aan de Web Content Accessibility Guidelines (WCAG) 2.2 op niveau AA, de norm in EN 301 549 en de Europese toegankelijkheidsrichtlijn (European Accessibility Act), die sinds 28 juni 2025 geldt.',
  statusTitle: 'Status',
  status: 'Het platform voldoet gedeeltelijk aan deze eisen: zie de uitzonderingen hieronder.',
  testedTitle: 'Hoe we het hebben getoetst',
  tested: [
    'Bij elke wijziging toetst een geautomatiseerde test (axe) elke pagina, dialoog en elk paneel in het Nederlands en het Engels, zonder account en voor elke rol, op de WCAG 2.0, 2.1 en 2.2 regels van niveau A en AA.',
    'Geautomatiseerde tests doorlopen met alleen het toetsenbord: registreren, de hele scan maken, de subsidievragenlijst invullen, inschrijven voor een cursus, het meldingenpaneel en de Coach gebruiken. Ze controleren zichtbare focus en dat de focus terugkeert als een dialoog sluit.',
    'We controleren zelf: één hoofdkop per pagina, oriëntatiepunten (header, navigatie, hoofdinhoud, voettekst), meldingen die schermlezers voorlezen, vergroten tot 200% en een schermbreedte van 320 pixels, en minder beweging als je dat in je systeem hebt ingesteld.',
  ],
  exceptionsTitle: 'Bekende uitzonderingen',
  exceptions: [
    'In het Engels blijven teksten die mensen zelf schrijven (cursusinhoud, berichten, motivaties) in de taal waarin ze geschreven zijn, net als de namen in de vaardighedentaxonomie. Officiële namen van regelingen, zoals SLIM en Levenlanglerenkrediet, blijven staan en krijgen een Engelse uitleg. Meldingen van vóór 22 november 2026 blijven in het Nederlands.',
    'Afbeeldingen bij cursussen komen van opleiders; ze zijn versiering en hebben daarom geen beschrijving.',
    'We hebben het platform nog niet laten toetsen door een onafhankelijk onderzoeksbureau of door gebruikers van hulpsoftware. Dat staat gepland.',
  ],
  reportTitle: 'Een probleem melden',
  report:
    'Kun je iets niet gebruiken of lezen? Laat het ons weten via toegankelijkheid@example.nl. Vertel op welke pagina het was en wat er misging. Je krijgt binnen 5 werkdagen een reactie en binnen 3 weken een oplossing of een uitleg.',
  escalate:
    'Ben je niet tevreden met onze reactie? Dan kun je een klacht indienen bij de Autoriteit Consument & Markt (ACM), die toezicht houdt op de Europese toegankelijkheidsrichtlijn.',
  contactEmail: 'toegankelijkheid@example.nl',
} as const;

/** English twin of accessibilityNl (same keys). */
export const accessibilityEn: Widen<typeof accessibilityNl> = {
  title: 'Accessibility statement',
  intro:
    'SkillsPlatform wants everyone to be able to use the platform, including people with a disability. This statement says which requirements we meet, how we tested that, what does not work well yet and how to report a problem.',
  updated: 'This statement was drawn up on 22 November 2026 and covers every screen of this platform.',
  standardTitle: 'Which requirements',
  standard:
    'The platform is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard in EN 301 549 and the European Accessibility Act, which applies since 28 June 2025.',
  statusTitle: 'Status',
  status: 'The platform partially meets these requirements: see the exceptions below.',
  testedTitle: 'How we tested',
  tested: [
    'With every change an automated test (axe) checks every page, dialog and panel in Dutch and English, signed out and for every role, against the WCAG 2.0, 2.1 and 2.2 rules of level A and AA.',
    'Automated tests go through the platform with the keyboard only: registering, taking the whole scan, completing the subsidy questionnaire, enrolling in a course, and using the notification panel and the Coach. They check visible focus and that focus returns when a dialog closes.',
    'We check ourselves: one main heading per page, landmarks (header, navigation, main content, footer), messages that screen readers announce, zooming to 200% and a screen width of 320 pixels, and less motion when you have set that in your system.',
  ],
  exceptionsTitle: 'Known exceptions',
  exceptions: [
    'In English, texts that people write themselves (course content, posts, motivations) stay in the language they were written in, as do the names in the skills taxonomy. Official names of schemes, such as SLIM and Levenlanglerenkrediet, stay as they are and are explained in English. Notifications from before 22 November 2026 stay in Dutch.',
    'Course images come from training providers; they are decorative and therefore have no description.',
    'The platform has not yet been audited by an independent agency or by users of assistive technology. That is planned.',
  ],
  reportTitle: 'Reporting a problem',
  report:
    'Is there something you cannot use or read? Let us know at toegankelijkheid@example.nl. Tell us which page it was on and what went wrong. You will get a reply within 5 working days and a solution or an explanation within 3 weeks.',
  escalate:
    'Not satisfied with our reply? You can file a complaint with the Netherlands Authority for Consumers and Markets (ACM), which supervises the European Accessibility Act.',
  contactEmail: 'toegankelijkheid@example.nl',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { accessibility: accessibilityNl };
export const en: Widen<typeof nl> = { accessibility: accessibilityEn };

declare module './types.ts' {
  interface FeatureTexts {
    accessibility: typeof accessibilityNl;
  }
}
