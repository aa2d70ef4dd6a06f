import type { ReactNode } from 'react';
import type { ApplicationMatch } from '../../contracts/vacancies.ts';
import { isClaim } from '../../domain/evidence/levels.ts';
import { t } from '../i18n/index.ts';
import { Badge } from './Badge.tsx';
import { EvidenceBadge } from './EvidenceBadge.tsx';
import { IssuerName } from './IssuerName.tsx';

/**
 * "Match 72%" with how many skills are proven and how many only claimed beside it (never a bare
 * number), or "Match onbekend": the score never reads as 0 when it cannot be computed.
 */
export function MatchScore({ match }: { match: ApplicationMatch }) {
  const e = t.evidence;
  return match.score === null ? (
    <Badge title={e.scoreUnknownHint}>{e.scoreUnknown}</Badge>
  ) : (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone="brand">{e.score(match.score)}</Badge>
      <span className="text-xs text-slate-600" data-testid="match-proof">
        {e.proof(match.proven, match.skills.length, match.claimed)}
      </span>
    </span>
  );
}

/**
 * Where a skill's evidence comes from (decision 405): the credential's or course's title, the issuer
 * with how far we know it, and a link to the evidence. Every proven skill names it.
 */
export function EvidenceSourceLine({
  source,
}: {
  source: NonNullable<ApplicationMatch['skills'][number]['source']>;
}) {
  const e = t.evidence;
  return (
    <span className="basis-full text-xs text-slate-600" data-testid="evidence-source">
      {e.source}: <span className="font-medium text-slate-700">{source.title}</span>
      {source.issuer && (
        <>
          {' · '}
          <IssuerName {...source.issuer} />
        </>
      )}
      {source.url && (
        <>
          {' · '}
          <a className="text-brand-700 underline" href={source.url} target="_blank" rel="noopener noreferrer">
            {e.sourceLink}
          </a>
        </>
      )}
    </span>
  );
}

/**
 * The match breakdown (decision 191): every skill of the vacancy, required or wanted, with the
 * applicant's evidence level and which skill of the evidence met it ("Heftruck ← Heftruck rijden
 * (Heftruckcertificaat)", decision 465). The company and the talent see the same; `action` adds the
 * talent's own controls per skill.
 */
export function MatchBreakdown({
  match,
  headingLevel = 4,
  action,
}: {
  match: ApplicationMatch;
  headingLevel?: 3 | 4;
  action?: (skill: ApplicationMatch['skills'][number]) => ReactNode;
}) {
  const e = t.evidence;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className="mt-3 rounded-lg bg-slate-50 p-3" data-testid="match-breakdown">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-sm font-semibold text-slate-900">{e.breakdown}</Heading>
        <MatchScore match={match} />
      </div>
      {match.skills.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1.5">
          {match.skills.map((s) => (
            <li key={s.name} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="min-w-0 break-words font-medium text-slate-800">{s.name}</span>
              {s.matchedBy && s.source && (
                <span className="min-w-0 break-words text-xs text-slate-600" data-testid="match-via">
                  <span aria-hidden="true">← </span>
                  <span className="sr-only">{e.matchedVia} </span>
                  {s.matchedBy} ({s.source.title})
                </span>
              )}
              <span className="text-xs text-slate-500">{s.required ? e.required : e.optional}</span>
              <EvidenceBadge level={s.evidence} />
              {action?.(s)}
              {s.source && (s.source.issuer || s.source.url) && <EvidenceSourceLine source={s.source} />}
            </li>
          ))}
        </ul>
      )}
      {match.claimed > 0 && (
        <p className="mt-2 text-xs text-slate-700" data-testid="match-claims">
          <span className="font-medium">{e.claims}:</span>{' '}
          {match.skills
            .filter((s) => isClaim(s.evidence))
            .map((s) => s.name)
            .join(', ')}
          . {e.claimsHint}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">{match.score === null ? e.scoreUnknownHint : e.basis}</p>
    </section>
  );
}
