import { UNKNOWN_ISSUER_CLAIM } from '../../domain/credentials/trust.ts';
import type { EvidenceLevel } from '../../domain/evidence/levels.ts';
import type { Widen } from './types.ts';

/**
 * Texts of the evidence model and the match breakdown (decisions 190, 191), shared by the company's
 * review dialog and talent search, the talent's applications and vacancies, and the passport.
 */
export const evidenceNl = {
  level: {
    verified: 'Geverifieerd',
    confirmed: 'Bevestigd',
    self_reported: 'Zelf gerapporteerd',
    claimed: UNKNOWN_ISSUER_CLAIM,
    self_declared: 'Zelf opgegeven',
    missing: 'Niet aangetoond',
  } satisfies Record<EvidenceLevel, string>,
  levelHint: {
    verified: 'Een certificaat dat iedereen kan controleren',
    confirmed: 'Het instituut bevestigde de cursus als geslaagd',
    self_reported: 'De cursus is volgens de deelnemer afgerond',
    claimed:
      'Een certificaat met een kloppende handtekening, van een uitgever die niet geverifieerd is en niet op onze lijst staat: iedereen kan zo een certificaat maken. Telt niet mee.',
    self_declared: 'Door de persoon zelf opgegeven, zonder bewijs',
    missing: 'Geen bewijs voor deze vaardigheid',
  } satisfies Record<EvidenceLevel, string>,
  score: (n: number) => `Match ${n}%`,
  proof: (proven: number, of: number, claimed: number) =>
    `${proven} van ${of} aangetoond${claimed ? `, ${claimed} opgegeven` : ''}`,
  claims: 'Opgegeven, niet aangetoond',
  claimsHint:
    'Zelf gerapporteerd, zelf opgegeven of van een onbekende uitgever: zichtbaar, maar telt niet mee in de match.',
  scoreUnknown: 'Match onbekend',
  scoreUnknownHint: 'De vacature noemt geen vaardigheden, dus er valt niets te vergelijken.',
  breakdown: 'Vaardigheden en bewijs',
  required: 'vereist',
  optional: 'gewenst',
  basis:
    'De match telt alleen vaardigheden die een ander bevestigt: een certificaat van een uitgever die we kennen (een geverifieerd instituut op dit platform of een uitgever op onze lijst) telt volledig, een door het instituut bevestigd resultaat telt voor 90%. Een certificaat van een onbekende uitgever, wat iemand zelf opgeeft en scanresultaten tellen nooit mee.',
  source: 'Bron',
  sourceLink: 'Bekijk het bewijs',
  /** Read out before the evidence skill that met a requirement (the arrow is hidden from screen readers). */
  matchedVia: 'aangetoond met',
  /** The skills field's suggestion list (decision 465). */
  suggestions: 'Suggesties uit de lijst van het platform',
  suggestionVia: (synonym: string) => `ook: ${synonym}`,
  trust: {
    platform: 'geverifieerd instituut op dit platform',
    listed: 'vertrouwde uitgever',
    unknown: 'onbekende uitgever',
  },
  issuerClaims: (name: string, handle: string) =>
    name ? `Uitgever noemt zich '${name}' (niet bevestigd) · ${handle}` : `Onbekende uitgever · ${handle}`,
  skillWithLevel: (skill: string, level: string) => `${skill}: ${level}`,
  companySees: 'Dit ziet het bedrijf ook.',
  declare: 'Ik beheers dit',
  declareLabel: (skill: string) => `Ik beheers dit: ${skill}`,
  declared: (skill: string) => `${skill} toegevoegd als zelf opgegeven vaardigheid`,
  withdraw: 'Intrekken',
  withdrawLabel: (skill: string) => `Intrekken: ${skill}`,
  withdrawn: (skill: string) => `${skill} ingetrokken`,
  failed: 'Opslaan mislukt',
  exploration: 'Verkenning (alleen voor jou)',
};

export const evidenceEn: typeof evidenceNl = {
  level: {
    verified: 'Verified',
    confirmed: 'Confirmed',
    self_reported: 'Self-reported',
    claimed: 'Signature holds, but we do not know this issuer',
    self_declared: 'Self-declared',
    missing: 'Not shown',
  },
  levelHint: {
    verified: 'A certificate anyone can check',
    confirmed: 'The institute confirmed the course as passed',
    self_reported: 'The participant reports having completed the course',
    claimed:
      'A certificate with a valid signature from an issuer that is not verified and not on our list: anyone can make such a certificate. Not counted.',
    self_declared: 'Stated by the person, without evidence',
    missing: 'No evidence for this skill',
  },
  score: (n: number) => `Match ${n}%`,
  proof: (proven: number, of: number, claimed: number) =>
    `${proven} of ${of} shown${claimed ? `, ${claimed} stated` : ''}`,
  claims: 'Stated, not shown',
  claimsHint:
    'Self-reported, self-declared or from an unknown issuer: visible, but not counted in the match.',
  scoreUnknown: 'Match unknown',
  scoreUnknownHint: 'The vacancy names no skills, so there is nothing to compare.',
  breakdown: 'Skills and evidence',
  required: 'required',
  optional: 'nice to have',
  basis:
    'The match counts only skills someone else vouches for: a certificate from an issuer we know (a verified institute on this platform or an issuer on our list) counts in full, a result the institute confirmed counts for 90%. A certificate from an unknown issuer, what people state themselves and scan results never count.',
  source: 'Source',
  sourceLink: 'See the evidence',
  matchedVia: 'shown by',
  suggestions: 'Suggestions from the platform’s list',
  suggestionVia: (synonym: string) => `also: ${synonym}`,
  trust: {
    platform: 'verified institute on this platform',
    listed: 'trusted issuer',
    unknown: 'unknown issuer',
  },
  issuerClaims: (name: string, handle: string) =>
    name ? `Issuer calls itself '${name}' (not confirmed) · ${handle}` : `Unknown issuer · ${handle}`,
  skillWithLevel: (skill: string, level: string) => `${skill}: ${level}`,
  companySees: 'The company sees this too.',
  declare: 'I have this skill',
  declareLabel: (skill: string) => `I have this skill: ${skill}`,
  declared: (skill: string) => `${skill} added as a self-declared skill`,
  withdraw: 'Withdraw',
  withdrawLabel: (skill: string) => `Withdraw: ${skill}`,
  withdrawn: (skill: string) => `${skill} withdrawn`,
  failed: 'Saving failed',
  exploration: 'Exploration (for you only)',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { evidence: evidenceNl };
export const en: Widen<typeof nl> = { evidence: evidenceEn };

declare module './types.ts' {
  interface FeatureTexts {
    evidence: typeof evidenceNl;
  }
}
