import {
  DATA_INTEGRITY_CONTEXTS,
  EXTENSION_CONTEXTS,
  OB_CONTEXTS,
  VC_CONTEXT_V1,
  VC_CONTEXT_V2,
} from './contexts.ts';

/**
 * What a credential must be before any JSON-LD work is done on it (decision 300): only the known
 * contexts, by URL (an inline or unknown context could make canonicalization fetch or expand without
 * bound), and at most `maxNodes` JSON values nested at most `maxDepth` deep.
 */
const KNOWN_CONTEXTS: readonly string[] = [
  ...OB_CONTEXTS,
  'https://purl.imsglobal.org/spec/ob/v3p0/extensions.json',
  ...DATA_INTEGRITY_CONTEXTS,
  ...EXTENSION_CONTEXTS,
];

type PrecheckProblem = 'unknown_context' | 'too_complex';

export function precheckCredential(
  credential: unknown,
  limits: { maxNodes: number; maxDepth: number } = { maxNodes: 2_000, maxDepth: 16 },
): PrecheckProblem | null {
  let nodes = 0;
  let contextProblem = false;
  const walk = (v: unknown, depth: number): boolean => {
    nodes++;
    if (nodes > limits.maxNodes || depth > limits.maxDepth) return false;
    if (Array.isArray(v)) return v.every((x) => walk(x, depth + 1));
    if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === '@context' && !contextsKnown(x, depth === 0)) contextProblem = true;
        if (!walk(x, depth + 1)) return false;
      }
    }
    return true;
  };
  const within = walk(credential, 0);
  if (contextProblem) return 'unknown_context';
  return within ? null : 'too_complex';
}

/**
 * Only the top level may name contexts, and only known ones by URL: VC 2.0 or VC 1.1 first (Open
 * Badges 3.0.0–3.0.2 were published on VC 1.1), then bundled Open Badges, Data Integrity and
 * allow-listed extension contexts.
 */
function contextsKnown(value: unknown, topLevel: boolean): boolean {
  if (!topLevel || !Array.isArray(value) || (value[0] !== VC_CONTEXT_V2 && value[0] !== VC_CONTEXT_V1))
    return false;
  return value.slice(1).every((c) => typeof c === 'string' && KNOWN_CONTEXTS.includes(c));
}

/** JSON with its object keys sorted: two documents are the same when their texts are. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
