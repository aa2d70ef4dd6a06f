import type { EvidenceLevel } from '../../domain/evidence/levels.ts';
import { t } from '../i18n/index.ts';
import { Badge } from './Badge.tsx';

const TONE = {
  verified: 'green',
  confirmed: 'blue',
  self_reported: 'brand',
  claimed: 'amber',
  self_declared: 'amber',
  missing: 'neutral',
} as const satisfies Record<EvidenceLevel, string>;

/** A skill's evidence level as a coloured badge with the level's words (never colour alone). */
export function EvidenceBadge({ level }: { level: EvidenceLevel }) {
  return (
    <Badge tone={TONE[level]} title={t.evidence.levelHint[level]}>
      {t.evidence.level[level]}
    </Badge>
  );
}
