/** Spec §2.5/§9: Net nu (< 1 min), Xm geleden (< 60 min), Xu geleden (< 1440 min), else Xd geleden. */
export function relativeTime(iso: string | Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Net nu';
  if (minutes < 60) return `${minutes}m geleden`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)}u geleden`;
  return `${Math.floor(minutes / 1440)}d geleden`;
}
