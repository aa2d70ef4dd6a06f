import type { Widen } from './types.ts';
/**
 * Texts of the admin feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.admin.… at render time, never into module-level constants.
 */
export const adminNl = {
  title: 'Instellingen',
  subtitle: 'Beheer de skills-database en het platform.',
  deniedTitle: 'Toegang Geweigerd',
  deniedText: 'Log in om admin instellingen te beheren',
  tabs: { overview: 'Overzicht', skills: 'Skills', label: 'Beheeronderdelen' },
  totalSkills: 'Totaal skills',
  totalClusters: 'Clusters',
  totalCategories: 'Categorieën',
  databaseStatus: 'Database status',
  active: 'Actief',
  newestSkills: 'Nieuwste skills',
  distribution: 'Skills per categorie',
  enrichmentNote:
    'De skills komen uit een handmatig samengestelde Nederlandse taxonomie met categorie, cluster en synoniemen. Verrijking met AI-definities is nog niet toegepast.',
  platformStats: 'Platformstatistieken',
  trustedIssuers: {
    title: 'Vertrouwde uitgevers',
    hint: 'Certificaten van elders tellen alleen mee als bewijs als hun uitgever een geverifieerd instituut op dit platform is of hier staat. Toevoegen of verwijderen telt de certificaten die al zijn toegevoegd direct opnieuw.',
    did: 'DID van de uitgever',
    didHint: 'Bijvoorbeeld did:web:badges.example.org of did:key:z6Mk…',
    name: 'Naam',
    note: 'Notitie (wat je hebt gecontroleerd)',
    add: 'Toevoegen',
    added: (name: string) => `${name} staat nu bij de vertrouwde uitgevers`,
    none: 'Nog geen vertrouwde uitgevers.',
    domain: (domain: string) => `Domein: ${domain}`,
    since: (date: string) => `Sinds ${date}`,
    credentials: (n: number) => (n === 1 ? '1 certificaat toegevoegd' : `${n} certificaten toegevoegd`),
    remove: 'Verwijderen',
    removeLabel: (name: string) => `${name} verwijderen uit de vertrouwde uitgevers`,
    removed: (name: string) => `${name} is geen vertrouwde uitgever meer`,
  },
  home: {
    title: (name: string) => `Welkom, ${name}`,
    subtitle: 'Wat er op het platform op je wacht: instituten, licentieaanvragen en de laatste beheeracties.',
    settingsLink: 'Naar Instellingen',
    usersLink: 'Gebruikers beheren',
  },
  stats: {
    users: 'Gebruikers',
    activeCourses: 'Actieve cursussen',
    completedCourses: 'Afgeronde cursussen',
    companies: 'Bedrijven',
  },
  userType: {
    title: 'Gebruikerstype wijzigen',
    search: 'Zoek gebruiker op naam of e-mail',
    user: 'Gebruiker',
    choose: 'Kies een gebruiker',
    type: 'Nieuw type',
    submit: 'Wijzigen',
    noResults: 'Geen gebruikers gevonden',
    success: 'Gebruikerstype bijgewerkt',
    failed: 'Er is een fout opgetreden bij het wijzigen van het gebruikerstype.',
    superOnly: 'Alleen een superadmin kan beheerdersrechten toekennen of intrekken.',
    options: { talent: 'Talent', bedrijf: 'Bedrijf', opleider: 'Opleider', admin: 'Admin' },
  },
  mfaReset: {
    title: 'Tweestapsverificatie resetten',
    intro:
      'Voor wie telefoon en herstelcodes kwijt is. Controleer eerst wie het vraagt. De gebruiker krijgt een e-mail, wordt overal uitgelogd en zijn toegangstokens worden ingetrokken; het wachtwoord blijft.',
    search: 'Zoek gebruiker op naam of e-mail',
    user: 'Gebruiker',
    choose: 'Kies een gebruiker',
    noResults: 'Geen gebruikers gevonden',
    reason: 'Reden',
    reasonHint: 'Komt in het auditlog, bijvoorbeeld hoe je de identiteit hebt gecontroleerd',
    submit: 'Tweestapsverificatie resetten',
    needUser: 'Kies een gebruiker',
    needReason: 'Geef een reden',
    done: (who: string) =>
      `De tweestapsverificatie van ${who} is gereset. De gebruiker is uitgelogd en krijgt een e-mail.`,
    failed: 'Resetten is niet gelukt',
  },
  institutes: {
    title: 'Instituten wachtend op verificatie',
    intro: 'Cursussen van een instituut verschijnen pas in het studieaanbod na verificatie.',
    none: 'Geen instituten wachten op verificatie.',
    courses: 'cursussen',
    registered: 'Geregistreerd',
    verify: 'Verifiëren',
    verified: 'Instituut geverifieerd',
    failed: 'Verifiëren is niet gelukt',
    dialogTitle: 'Instituut verifiëren',
    dialogDescription: 'Leg vast wat je hebt gecontroleerd. De velden zijn niet verplicht.',
    checkedKvk: 'KvK-nummer gecontroleerd',
    checkedKvkHint: 'Het KvK-nummer zoals je het in het Handelsregister hebt gecontroleerd.',
    checkedWebsite: 'Website gecontroleerd',
    checkedWebsiteHint: 'Het adres van de website die je hebt bekeken.',
    note: 'Notitie',
    cancel: 'Annuleren',
    confirm: 'Verifiëren',
    recentTitle: 'Recent geverifieerd',
    verifiedBy: (who: string, when: string) => `Geverifieerd door ${who} op ${when}`,
    unknownAdmin: 'onbekende beheerder',
    kvkLabel: 'KvK',
    websiteLabel: 'Website',
    noteLabel: 'Notitie',
    nothingChecked: 'Geen controle vastgelegd',
    enteredTitle: 'Opgegeven door het instituut',
    notEntered: 'niet opgegeven',
    nothingEntered: 'Het instituut heeft nog geen KvK-nummer of website opgegeven in Instellingen.',
  },
  institutesChanges: {
    title: 'Gewijzigde instituutsgegevens in beoordeling',
    intro:
      'Een geverifieerd instituut heeft zijn naam, KvK-nummer of website gewijzigd. De oude gegevens blijven gelden tot je de wijziging goedkeurt.',
    none: 'Geen wijzigingen in beoordeling.',
    field: 'Gegeven',
    current: 'Nu',
    requested: 'Gevraagd',
    name: 'Naam',
    kvkNumber: 'KvK-nummer',
    website: 'Website',
    empty: '(leeg)',
    accept: 'Goedkeuren',
    reject: 'Afwijzen',
    accepted: 'Wijziging goedgekeurd',
    rejected: 'Wijziging afgewezen',
    failed: 'Beslissen is niet gelukt',
  },
  licences: {
    title: 'Licentieaanvragen',
    intro:
      'Instituten die een andere licentie vragen. Goedkeuren maakt de licentie meteen actief; het instituut krijgt een melding.',
    none: 'Geen licentieaanvragen in behandeling.',
    tier: { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' } as Record<
      string,
      string
    >,
    asks: (name: string, tier: string) => `${name} vraagt ${tier} aan`,
    requested: 'Aangevraagd',
    approve: 'Goedkeuren',
    decline: 'Afwijzen',
    approved: 'Licentie goedgekeurd',
    declined: 'Licentieaanvraag afgewezen',
    failed: 'Beslissen is niet gelukt',
    reasonLabel: 'Reden bij afwijzen (optioneel)',
  },
  audit: {
    title: 'Auditlog',
    none: 'Nog geen beheeracties.',
    unknownActor: 'Verwijderd account',
    reason: 'reden',
    /** Each action as a sentence: who did it, and to whom or what. */
    actions: {
      'user.type.change': (who: string, whom: string) =>
        `${who} heeft het gebruikerstype van ${whom} gewijzigd`,
      'institute.verify': (who: string, whom: string) => `${who} heeft instituut ${whom} geverifieerd`,
      'institute.unverify': (who: string, whom: string) =>
        `${who} heeft de verificatie van ${whom} ingetrokken`,
      'institute.change.accept': (who: string, whom: string) =>
        `${who} heeft de gewijzigde gegevens van ${whom} goedgekeurd`,
      'institute.change.reject': (who: string, whom: string) =>
        `${who} heeft de gewijzigde gegevens van ${whom} afgewezen`,
      'licence.approve': (who: string, whom: string) =>
        `${who} heeft de licentieaanvraag van ${whom} goedgekeurd`,
      'licence.decline': (who: string, whom: string) =>
        `${who} heeft de licentieaanvraag van ${whom} afgewezen`,
      'subsidy.application.status': (who: string, whom: string) =>
        `${who} heeft de status van subsidieaanvraag ${whom} gecorrigeerd`,
      'auth.password_reset': (who: string) => `${who} heeft een nieuw wachtwoord ingesteld`,
      'user.mfa.reset': (who: string, whom: string) =>
        `${who} heeft de tweestapsverificatie van ${whom} gereset`,
      'token.revoke_all': (who: string, whom: string) =>
        `${who}: alle toegangstokens van ${whom} zijn ingetrokken`,
      'credential.revoke': (who: string, whom: string) => `${who} heeft certificaat ${whom} ingetrokken`,
      'employment.end': (who: string, whom: string) => `${who} heeft de koppeling met ${whom} beëindigd`,
      'enrollment.pass': (who: string, whom: string) =>
        `${who} heeft voor inschrijving ${whom} geslaagd bevestigd`,
      'enrollment.fail': (who: string, whom: string) =>
        `${who} heeft voor inschrijving ${whom} niet geslaagd bevestigd`,
      'course.activate': (who: string, whom: string) => `${who} heeft cursus ${whom} geactiveerd`,
      'course.deactivate': (who: string, whom: string) => `${who} heeft cursus ${whom} gedeactiveerd`,
      'course.update': (who: string, whom: string) => `${who} heeft cursus ${whom} gewijzigd`,
      'course.run.create': (who: string, whom: string) =>
        `${who} heeft een startdatum toegevoegd aan cursus ${whom}`,
      'course.run.update': (who: string, whom: string) =>
        `${who} heeft een startdatum van cursus ${whom} gewijzigd`,
      'course.run.delete': (who: string, whom: string) =>
        `${who} heeft een startdatum van cursus ${whom} verwijderd`,
      'enrollment.correct': (who: string, whom: string) =>
        `${who} heeft het resultaat van inschrijving ${whom} gecorrigeerd`,
      'credential.reissue': (who: string, whom: string) =>
        `${who} heeft certificaat ${whom} opnieuw uitgegeven`,
      'trusted_issuer.add': (who: string, whom: string) =>
        `${who} heeft ${whom} toegevoegd als vertrouwde uitgever`,
      'trusted_issuer.remove': (who: string, whom: string) =>
        `${who} heeft ${whom} verwijderd als vertrouwde uitgever`,
      'oidc.unlink': (who: string) => `${who} heeft de koppeling met een instelling verwijderd`,
      'token.create': (who: string, whom: string) =>
        whom
          ? `${who} heeft toegangstoken "${whom}" aangemaakt`
          : `${who} heeft een toegangstoken aangemaakt`,
      'token.revoke': (who: string) => `${who} heeft een toegangstoken ingetrokken`,
      'token.use': (who: string) => `${who} heeft met een toegangstoken iets gewijzigd`,
    } as Record<string, (who: string, whom: string) => string>,
    /** An action this version does not know yet: never its raw key or an internal id. */
    otherAction: (who: string) => `${who} heeft een beheeractie uitgevoerd`,
  },
  loadFailed: 'Laden is niet gelukt',
};

export const adminEn: typeof adminNl = {
  title: 'Settings',
  subtitle: 'Manage the skills database and the platform.',
  deniedTitle: 'Access Denied',
  deniedText: 'Log in to manage admin settings',
  tabs: { overview: 'Overview', skills: 'Skills', label: 'Administration sections' },
  totalSkills: 'Total skills',
  totalClusters: 'Clusters',
  totalCategories: 'Categories',
  databaseStatus: 'Database status',
  active: 'Active',
  newestSkills: 'Newest skills',
  distribution: 'Skills per category',
  enrichmentNote:
    'The skills come from a hand-compiled Dutch taxonomy with category, cluster and synonyms. Enrichment with AI definitions has not been applied yet.',
  platformStats: 'Platform statistics',
  trustedIssuers: {
    title: 'Trusted issuers',
    hint: 'Certificates from elsewhere count as evidence only when their issuer is a verified institute on this platform or is listed here. Adding or removing one re-scores the certificates already added at once.',
    did: "The issuer's DID",
    didHint: 'For example did:web:badges.example.org or did:key:z6Mk…',
    name: 'Name',
    note: 'Note (what you checked)',
    add: 'Add',
    added: (name: string) => `${name} is now a trusted issuer`,
    none: 'No trusted issuers yet.',
    domain: (domain: string) => `Domain: ${domain}`,
    since: (date: string) => `Since ${date}`,
    credentials: (n: number) => (n === 1 ? '1 certificate added' : `${n} certificates added`),
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name} from the trusted issuers`,
    removed: (name: string) => `${name} is no longer a trusted issuer`,
  },
  home: {
    title: (name: string) => `Welcome, ${name}`,
    subtitle: 'What awaits you on the platform: institutes, licence requests and the latest admin actions.',
    settingsLink: 'Go to Settings',
    usersLink: 'Manage users',
  },
  stats: {
    users: 'Users',
    activeCourses: 'Active courses',
    completedCourses: 'Completed courses',
    companies: 'Companies',
  },
  userType: {
    title: 'Change user type',
    search: 'Search user by name or e-mail',
    user: 'User',
    choose: 'Choose a user',
    type: 'New type',
    submit: 'Change',
    noResults: 'No users found',
    success: 'User type updated',
    failed: 'Something went wrong while changing the user type.',
    superOnly: 'Only a superadmin can grant or remove admin rights.',
    options: { talent: 'Talent', bedrijf: 'Company', opleider: 'Provider', admin: 'Admin' },
  },
  mfaReset: {
    title: 'Reset two-step verification',
    intro:
      'For someone who lost their phone and recovery codes. Check who is asking first. The user gets an e-mail, is signed out everywhere and their access tokens are revoked; the password stays.',
    search: 'Search user by name or e-mail',
    user: 'User',
    choose: 'Choose a user',
    noResults: 'No users found',
    reason: 'Reason',
    reasonHint: 'Goes into the audit log, for example how you checked their identity',
    submit: 'Reset two-step verification',
    needUser: 'Choose a user',
    needReason: 'Give a reason',
    done: (who: string) =>
      `Two-step verification of ${who} was reset. The user is signed out and gets an e-mail.`,
    failed: 'Resetting did not work',
  },
  institutes: {
    title: 'Institutes awaiting verification',
    intro: 'An institute’s courses appear in the catalogue only after verification.',
    none: 'No institutes are awaiting verification.',
    courses: 'courses',
    registered: 'Registered',
    verify: 'Verify',
    verified: 'Institute verified',
    failed: 'Verification failed',
    dialogTitle: 'Verify institute',
    dialogDescription: 'Record what you checked. The fields are optional.',
    checkedKvk: 'KvK number checked',
    checkedKvkHint: 'The KvK number as you checked it in the Dutch business register.',
    checkedWebsite: 'Website checked',
    checkedWebsiteHint: 'The address of the website you looked at.',
    note: 'Note',
    cancel: 'Cancel',
    confirm: 'Verify',
    recentTitle: 'Recently verified',
    verifiedBy: (who: string, when: string) => `Verified by ${who} on ${when}`,
    unknownAdmin: 'unknown administrator',
    kvkLabel: 'KvK',
    websiteLabel: 'Website',
    noteLabel: 'Note',
    nothingChecked: 'No checks recorded',
    enteredTitle: 'Entered by the institute',
    notEntered: 'not entered',
    nothingEntered: 'The institute has not entered a KvK number or website in Settings yet.',
  },
  institutesChanges: {
    title: 'Changed institute details awaiting review',
    intro:
      'A verified institute changed its name, KvK number or website. The old details stay in force until you approve the change.',
    none: 'No changes awaiting review.',
    field: 'Detail',
    current: 'Now',
    requested: 'Requested',
    name: 'Name',
    kvkNumber: 'KvK number',
    website: 'Website',
    empty: '(empty)',
    accept: 'Approve',
    reject: 'Reject',
    accepted: 'Change approved',
    rejected: 'Change rejected',
    failed: 'The decision failed',
  },
  licences: {
    title: 'Licence requests',
    intro:
      'Institutes asking for another licence. Approving makes the licence active at once; the institute gets a notification.',
    none: 'No licence requests awaiting a decision.',
    tier: { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' } as Record<
      string,
      string
    >,
    asks: (name: string, tier: string) => `${name} asks for ${tier}`,
    requested: 'Requested',
    approve: 'Approve',
    decline: 'Decline',
    approved: 'Licence approved',
    declined: 'Licence request declined',
    failed: 'The decision failed',
    reasonLabel: 'Reason when declining (optional)',
  },
  audit: {
    title: 'Audit log',
    none: 'No admin actions yet.',
    unknownActor: 'Deleted account',
    reason: 'reason',
    actions: {
      'user.type.change': (who: string, whom: string) => `${who} changed the user type of ${whom}`,
      'institute.verify': (who: string, whom: string) => `${who} verified institute ${whom}`,
      'institute.unverify': (who: string, whom: string) => `${who} withdrew the verification of ${whom}`,
      'institute.change.accept': (who: string, whom: string) =>
        `${who} approved the changed details of ${whom}`,
      'institute.change.reject': (who: string, whom: string) =>
        `${who} rejected the changed details of ${whom}`,
      'licence.approve': (who: string, whom: string) => `${who} approved the licence request of ${whom}`,
      'licence.decline': (who: string, whom: string) => `${who} declined the licence request of ${whom}`,
      'subsidy.application.status': (who: string, whom: string) =>
        `${who} corrected the status of subsidy application ${whom}`,
      'auth.password_reset': (who: string) => `${who} set a new password`,
      'user.mfa.reset': (who: string, whom: string) => `${who} reset the two-step verification of ${whom}`,
      'token.revoke_all': (who: string, whom: string) => `${who}: every access token of ${whom} was revoked`,
      'credential.revoke': (who: string, whom: string) => `${who} revoked certificate ${whom}`,
      'employment.end': (who: string, whom: string) => `${who} ended the link with ${whom}`,
      'enrollment.pass': (who: string, whom: string) => `${who} confirmed a pass for enrolment ${whom}`,
      'enrollment.fail': (who: string, whom: string) => `${who} confirmed a fail for enrolment ${whom}`,
      'course.activate': (who: string, whom: string) => `${who} activated course ${whom}`,
      'course.deactivate': (who: string, whom: string) => `${who} deactivated course ${whom}`,
      'course.update': (who: string, whom: string) => `${who} changed course ${whom}`,
      'course.run.create': (who: string, whom: string) => `${who} added a start date to course ${whom}`,
      'course.run.update': (who: string, whom: string) => `${who} changed a start date of course ${whom}`,
      'course.run.delete': (who: string, whom: string) => `${who} removed a start date of course ${whom}`,
      'enrollment.correct': (who: string, whom: string) => `${who} corrected the result of enrolment ${whom}`,
      'credential.reissue': (who: string, whom: string) => `${who} reissued certificate ${whom}`,
      'trusted_issuer.add': (who: string, whom: string) => `${who} added ${whom} as a trusted issuer`,
      'trusted_issuer.remove': (who: string, whom: string) => `${who} removed ${whom} as a trusted issuer`,
      'oidc.unlink': (who: string) => `${who} removed the link with an institution`,
      'token.create': (who: string, whom: string) =>
        whom ? `${who} created access token "${whom}"` : `${who} created an access token`,
      'token.revoke': (who: string) => `${who} revoked an access token`,
      'token.use': (who: string) => `${who} changed something with an access token`,
    },
    otherAction: (who: string) => `${who} performed an admin action`,
  },
  loadFailed: 'Loading failed',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { admin: adminNl };
export const en: Widen<typeof nl> = { admin: adminEn };

declare module './types.ts' {
  interface FeatureTexts {
    admin: typeof adminNl;
  }
}
