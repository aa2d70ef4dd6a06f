import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { VC_CONTEXT_V1 } from '../../../domain/credentials/index.ts';
import currentSchema from './standards/ob_v3p0_achievementcredential_schema.json' with { type: 'json' };
import vc1Schema from './standards/ob_v3p0_achievementcredential_schema_vc1.json' with { type: 'json' };

/**
 * 1EdTech's AchievementCredential JSON Schema (decision 405), bundled as published (standards/,
 * source in SOURCE.md): the current one (VC 2.0, Open Badges 3.0.3) and the last one on VC 1.1
 * (Open Badges 3.0.0–3.0.2), picked by the credential's first context. Compiled once.
 */
const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats(ajv);
const validators = { current: ajv.compile(currentSchema), vc1: ajv.compile(vc1Schema) };

/** The types an Open Badges 3.0 credential must have (one of them). */
const OB_TYPES = ['OpenBadgeCredential', 'AchievementCredential'];

export type SchemaProblem =
  | { check: 'type' }
  | { check: 'schema'; errors: { path: string; message: string }[] };

/**
 * Null when the credential is an Open Badges 3.0 AchievementCredential by type and by 1EdTech's
 * schema; else which check failed (with the schema's complaints, at most ten).
 */
export function schemaProblem(credential: Record<string, unknown>): SchemaProblem | null {
  const types = Array.isArray(credential.type) ? credential.type : [credential.type];
  if (!types.some((t) => typeof t === 'string' && OB_TYPES.includes(t))) return { check: 'type' };
  const context = Array.isArray(credential['@context']) ? credential['@context'][0] : undefined;
  const validate = context === VC_CONTEXT_V1 ? validators.vc1 : validators.current;
  // A proof as one object is the same credential as an array of one (the VC data model allows
  // both; the schema names only the array).
  const proof = credential.proof;
  const document = proof && !Array.isArray(proof) ? { ...credential, proof: [proof] } : credential;
  // Several status entries (VC 2.0 allows a list: revocation and suspension) are checked one by one
  // against the schema's single CredentialStatus.
  const status = credential.credentialStatus;
  const variants = Array.isArray(status)
    ? status.map((entry) => ({ ...document, credentialStatus: entry }))
    : [document];
  if (variants.every((v) => validLayout(validate, v))) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 10)
    .map((e) => ({ path: e.instancePath || '/', message: (e.message ?? 'ongeldig').slice(0, 300) }));
  return { check: 'schema', errors };
}

/**
 * Validates the credential as JSON-LD reads it: where the schema wants an array and finds one
 * value, that value is the array of one it means (`"type": "Profile"` is `["Profile"]`), so a
 * re-serialized copy is judged by its statements, not its layout. At most 50 such values.
 */
function validLayout(validate: ValidateFunction, credential: unknown): boolean {
  let doc = structuredClone(credential);
  for (let i = 0; i < 50; i++) {
    if (validate(doc)) return true;
    const single = (validate.errors ?? []).find(
      (e) => e.keyword === 'type' && (e.params as { type?: string }).type === 'array' && e.instancePath,
    );
    if (!single) return false;
    doc = wrapAt(doc, single.instancePath);
  }
  return false;
}

/** The document with the value at a JSON pointer put in an array of one. */
function wrapAt(doc: unknown, pointer: string): unknown {
  const path = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = path.pop() as string;
  let node = doc as Record<string, unknown>;
  for (const p of path) node = node[p] as Record<string, unknown>;
  node[last] = [node[last]];
  return doc;
}
