import type { CommunityPerson } from '../../../contracts/community.ts';
import { fullName, initials, roleLabel } from '../../../domain/user-display.ts';
import type { PublicProfile } from '../auth/index.ts';

/** The user columns a community person is built from (never the e-mail): auth's public profile. */
export type PersonRow = PublicProfile;

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
