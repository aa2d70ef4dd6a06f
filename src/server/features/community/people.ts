import type { CommunityPerson } from '../../../contracts/community.ts';
import { fullName, initials, roleLabel } from '../../../domain/user-display.ts';

/** The user columns a community person is built from (never the e-mail). */
export interface PersonRow {
  id: string;
  firstName: string | null;
  tussenvoegsel: string | null;
  lastName: string | null;
  userType: string;
  companyName: string | null;
  instituteName: string | null;
  profileImageUrl: string | null;
  position: string | null;
}

/** Name, subtitle (position, else the role label of spec §2.2) and avatar. */
export function toPerson(row: PersonRow): CommunityPerson {
  const named = { ...row, email: null };
  return {
    id: row.id,
    name: fullName(named),
    title: row.position?.trim() || roleLabel(named),
    avatar: row.profileImageUrl,
    initials: initials(named),
  };
}
