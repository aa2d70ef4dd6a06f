import { defineProblems } from './define.ts';

/** The problems of certificates: issuing, importing, verifying and trusted issuers (decision 475). */
export const CREDENTIAL_PROBLEMS = defineProblems({
  'credential.not_found': {
    status: 404,
    nl: 'Certificaat niet gevonden',
    en: 'Certificate not found',
  },
  'credential.unknown_context': {
    status: 422,
    nl: 'Alleen certificaten met de contexten van W3C VC 2.0 en Open Badges 3.0 (als URL) worden gecontroleerd.',
    en: 'Only certificates with the contexts of W3C VC 2.0 and Open Badges 3.0 (as URLs) are checked.',
  },
  'credential.too_complex': {
    status: 422,
    nl: 'Dit document is te groot of te diep genest om als certificaat te controleren.',
    en: 'This document is too large or too deeply nested to check as a certificate.',
  },
  'credential.type': {
    status: 422,
    nl: 'Dit is geen Open Badges 3.0-certificaat: het type moet OpenBadgeCredential of AchievementCredential zijn.',
    en: 'This is not an Open Badges 3.0 certificate: its type must be OpenBadgeCredential or AchievementCredential.',
  },
  'credential.schema': {
    status: 422,
    nl: "Dit certificaat voldoet niet aan 1EdTech's AchievementCredential-schema.",
    en: "This certificate does not meet 1EdTech's AchievementCredential schema.",
  },
  'credential.not_yours': {
    status: 422,
    nl: 'Dit certificaat noemt jou niet: het moet je e-mailadres als ontvanger hebben, of je moet de DID van de ontvanger bewijzen met je wallet.',
    en: "This certificate does not name you: it must have your e-mail address as its recipient, or you must prove the recipient's DID with your wallet.",
  },
  'credential.held_by_another': {
    status: 409,
    nl: 'Dit certificaat staat al bij een ander account; het telt voor één persoon.',
    en: 'This certificate is already held by another account; it counts for one person.',
  },
  'credential.presentation': {
    status: 422,
    nl: 'De presentatie is niet geldig: stuur één certificaat, ondertekend door de DID van de ontvanger over een nieuwe challenge.',
    en: "The presentation is not valid: send one certificate, signed by the recipient's DID over a new challenge.",
  },
  'credential.own_credential': {
    status: 409,
    nl: 'Dit certificaat is op dit platform uitgegeven en staat al bij je certificaten; importeren is niet nodig.',
    en: 'This certificate was issued on this platform and is already among your certificates; no need to import it.',
  },
  'credential.already_imported': {
    status: 409,
    nl: 'Dit certificaat heb je al toegevoegd.',
    en: 'You have already added this certificate.',
  },
  'credential.unsupported_issuer': {
    status: 422,
    nl: 'Dit certificaat heeft geen uitgever die we kunnen controleren (alleen did:key en did:web).',
    en: 'This certificate has no issuer we can check (only did:key and did:web).',
  },
  'credential.unresolvable_issuer': {
    status: 422,
    nl: 'Het DID-document van de uitgever is niet op te halen; het certificaat is niet gecontroleerd.',
    en: "The issuer's DID document cannot be fetched; the certificate was not checked.",
  },
  'credential.unknown_key': {
    status: 422,
    nl: 'De sleutel van de handtekening hoort niet bij de uitgever (onbekende sleutel).',
    en: 'The signing key does not belong to the issuer (unknown key).',
  },
  'credential.tampered': {
    status: 422,
    nl: 'De handtekening klopt niet: het certificaat is na ondertekening gewijzigd.',
    en: 'The signature does not match: the certificate was changed after signing.',
  },
  'credential.unsupported_proof': {
    status: 422,
    nl: 'Deze soort handtekening wordt niet ondersteund (alleen eddsa-rdfc-2022).',
    en: 'This kind of signature is not supported (only eddsa-rdfc-2022).',
  },
  'credential.malformed': {
    status: 422,
    nl: 'Dit is geen volledig Open Badges 3.0-certificaat (id, uitgever, prestatie en handtekening).',
    en: 'This is not a complete Open Badges 3.0 certificate (id, issuer, achievement and signature).',
  },
  'credential.revoked': {
    status: 422,
    nl: 'De uitgever heeft dit certificaat ingetrokken.',
    en: 'The issuer has revoked this certificate.',
  },
  'credential.expired': {
    status: 422,
    nl: 'Dit certificaat is verlopen: de geldigheid (validUntil) is voorbij.',
    en: 'This certificate has expired: its validity (validUntil) has ended.',
  },
  'credential.suspended': {
    status: 422,
    nl: 'De uitgever heeft dit certificaat geschorst; het telt niet mee zolang de schorsing duurt.',
    en: 'The issuer has suspended this certificate; it does not count while the suspension lasts.',
  },
  'credential.status_unavailable': {
    status: 422,
    nl: 'De intrekkingslijst van de uitgever is niet te lezen; het certificaat is niet toegevoegd.',
    en: "The issuer's revocation list cannot be read; the certificate was not added.",
  },
  'credential.too_slow': {
    status: 422,
    nl: 'Het controleren van dit certificaat duurde te lang.',
    en: 'Checking this certificate took too long.',
  },
  'credential.no_status_list': {
    status: 404,
    nl: 'Geen intrekkingslijst voor deze uitgever',
    en: 'No revocation list for this issuer',
  },
  'credential.already_replaced': {
    status: 409,
    nl: 'Dit certificaat is al vervangen door een nieuwe versie.',
    en: 'This certificate has already been replaced by a new version.',
  },
  'credential.enrollment_not_passed': {
    status: 409,
    nl: 'Deze inschrijving staat niet (meer) op geslaagd; er kan geen nieuw certificaat worden uitgegeven.',
    en: 'This enrolment is not (or no longer) passed; no new certificate can be issued.',
  },
  'credential.verify_busy': {
    status: 503,
    nl: 'Te veel controles tegelijk; probeer het zo opnieuw.',
    en: 'Too many checks at once; please try again shortly.',
  },
  'achievement.not_found': {
    status: 404,
    nl: 'Prestatie niet gevonden',
    en: 'Achievement not found',
  },
  'trusted_issuer.already_listed': {
    status: 409,
    nl: 'Deze uitgever staat al in de lijst.',
    en: 'This issuer is already on the list.',
  },
  'trusted_issuer.not_found': {
    status: 404,
    nl: 'Uitgever niet gevonden',
    en: 'Issuer not found',
  },
});
