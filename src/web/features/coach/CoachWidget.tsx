import type { PublicUser } from '../../../contracts/auth.ts';

/** The floating Coach chat (spec §2.6), for signed-in users only. Filled by the scan/coach issue. */
export default function CoachWidget(_props: { user: PublicUser }) {
  return null;
}
