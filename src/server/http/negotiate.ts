/**
 * Content negotiation (RFC 9110 §12.5.1): which of the types a route offers the request's `Accept`
 * prefers. The highest quality wins, a specific range over a wildcard at the same quality, then the
 * route's own order; no `Accept` (or only wildcards) gives the route's first type. Null when the
 * client accepts none of them.
 */
export function preferredType(accept: string | undefined, offered: readonly string[]): string | null {
  if (!accept?.trim()) return offered[0] ?? null;
  const ranges = accept
    .split(',')
    .map((part) => {
      const [range, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { range: range.trim(), quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter((r) => r.range !== '');
  let best: { type: string; quality: number; specificity: number } | null = null;
  for (const type of offered) {
    const [main] = type.split('/');
    let match: { quality: number; specificity: number } | null = null;
    for (const r of ranges) {
      const specificity = r.range === type ? 2 : r.range === `${main}/*` ? 1 : r.range === '*/*' ? 0 : -1;
      if (specificity < 0) continue;
      if (!match || specificity > match.specificity) match = { quality: r.quality, specificity };
    }
    if (!match || match.quality <= 0) continue;
    if (
      !best ||
      match.quality > best.quality ||
      (match.quality === best.quality && match.specificity > best.specificity)
    )
      best = { type, ...match };
  }
  return best?.type ?? null;
}
