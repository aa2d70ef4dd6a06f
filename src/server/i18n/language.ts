/** The languages the API answers in; Dutch is the default. */
export type ApiLanguage = 'nl' | 'en';

const isApiLanguage = (v: string): v is ApiLanguage => v === 'nl' || v === 'en';

/**
 * The best supported language of an Accept-Language header by q-value ('en-GB,en;q=0.9,nl;q=0.8'
 * → 'en'), or null when it names none we offer.
 */
export function fromAcceptLanguage(header: string | undefined): ApiLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.split('-')[0], weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((r) => r.weight > 0 && isApiLanguage(r.base))
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  return (ranked[0]?.base as ApiLanguage | undefined) ?? null;
}

/**
 * The request's language: what the client asks for in Accept-Language (the web app sends its UI
 * language), else the signed-in user's stored choice, else Dutch.
 */
export function resolveLanguage(
  acceptLanguage: string | undefined,
  stored: string | null | undefined,
): ApiLanguage {
  return fromAcceptLanguage(acceptLanguage) ?? (stored && isApiLanguage(stored) ? stored : 'nl');
}
