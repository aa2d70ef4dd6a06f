import type { IssuerTrust } from '../../domain/credentials/trust.ts';
import { issuerHandle, trustCounts } from '../../domain/credentials/trust.ts';
import { pt as t } from '../i18n/language.ts';

/**
 * A credential's issuer as people may read it (decision 405): a known issuer by its name and how we
 * know it; an unknown issuer's name only as its own claim, with its DID or domain, never as fact.
 */
export function IssuerName({ name, id, trust }: { name: string; id: string | null; trust: IssuerTrust }) {
  const e = t.evidence;
  if (trustCounts(trust))
    return (
      <span data-testid="issuer-name">
        {name || (id ? issuerHandle(id) : '')} <span className="text-slate-500">({e.trust[trust]})</span>
      </span>
    );
  return (
    <span data-testid="issuer-name" className="[overflow-wrap:anywhere]">
      {e.issuerClaims(name, id ? issuerHandle(id) : '')}
    </span>
  );
}
