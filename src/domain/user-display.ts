/** Display rules of spec §2.2: display name, initials and role labels. */
export interface NamedUser {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  tussenvoegsel?: string | null;
  userType?: string | null;
  companyName?: string | null;
  instituteName?: string | null;
}

const clean = (s: string | null | undefined) => (s ?? '').trim();

/** First name, else last name, else the e-mail before the at-sign, else Gebruiker. */
export function displayName(user: NamedUser | null | undefined): string {
  const first = clean(user?.firstName);
  if (first) return first;
  const last = clean(user?.lastName);
  if (last) return last;
  const local = clean(user?.email).split('@')[0];
  return local || 'Gebruiker';
}

/** Full name with the infix: "Jan van Dijk". */
export function fullName(user: NamedUser | null | undefined): string {
  const parts = [clean(user?.firstName), clean(user?.tussenvoegsel), clean(user?.lastName)].filter(Boolean);
  return parts.length ? parts.join(' ') : displayName(user);
}

/**
 * First letter of first name (upper), of the tussenvoegsel (lower) and of the last name (upper);
 * otherwise the e-mail's first letter in upper case; otherwise G.
 */
export function initials(user: NamedUser | null | undefined): string {
  const first = clean(user?.firstName);
  const infix = clean(user?.tussenvoegsel);
  const last = clean(user?.lastName);
  const fromName =
    (first ? first[0].toUpperCase() : '') +
    (infix ? infix[0].toLowerCase() : '') +
    (last ? last[0].toUpperCase() : '');
  if (first || last) return fromName;
  const email = clean(user?.email);
  return email ? email[0].toUpperCase() : 'G';
}

/** employee/talent = Werknemer; company = company name, else Bedrijf; institute = institute name, else Opleidingsinstituut. */
const ROLE_WORDS = {
  nl: {
    company: 'Bedrijf',
    institute: 'Opleidingsinstituut',
    admin: 'Beheerder',
    employee: 'Werknemer',
    instituteBadge: 'Instituut',
  },
  en: {
    company: 'Company',
    institute: 'Training institute',
    admin: 'Administrator',
    employee: 'Employee',
    instituteBadge: 'Institute',
  },
} as const;

/** The same in English for `lang` 'en' (Company, Training institute, Administrator, Employee). */
export function roleLabel(user: NamedUser | null | undefined, lang: 'nl' | 'en' = 'nl'): string {
  const w = ROLE_WORDS[lang];
  const type = clean(user?.userType) || 'employee';
  if (type === 'company' || type === 'bedrijf') return clean(user?.companyName) || w.company;
  if (type === 'institute' || type === 'opleider') return clean(user?.instituteName) || w.institute;
  if (type === 'admin' || type === 'superadmin') return w.admin;
  return w.employee;
}

/** Badge in the user menu: Talent, Bedrijf or Instituut. */
export function roleBadge(user: NamedUser | null | undefined, lang: 'nl' | 'en' = 'nl'): string {
  const type = clean(user?.userType);
  if (type === 'company' || type === 'bedrijf') return ROLE_WORDS[lang].company;
  if (type === 'institute' || type === 'opleider') return ROLE_WORDS[lang].instituteBadge;
  if (type === 'admin' || type === 'superadmin') return 'Admin';
  return 'Talent';
}

/** An account made in the last day (a first-time user, if it has done nothing yet either). */
export const isNewAccount = (user: { createdAt: string }, now: number = Date.now()): boolean =>
  now - Date.parse(user.createdAt) < 24 * 60 * 60 * 1000;
