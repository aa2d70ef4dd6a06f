import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { createGeneratorSync, type JsonSchema } from 'json-schema-faker';
import { NEW_PASSWORD_RULES } from '../../../contracts/common.ts';
import { COURSE_STATUS_RULE } from '../../../contracts/courses.ts';
import { CREDENTIAL_IMPORT_RULE, CREDENTIAL_VERIFY_RULE } from '../../../contracts/credentials.ts';
import { RUN_DATES_RULE } from '../../../contracts/enrollments.ts';
import { INSTITUTE_NAME_RULE } from '../../../contracts/profile.ts';
import { SUBSIDY_RESPONSES_RULE } from '../../../contracts/subsidies.ts';
import { SALARY_ORDER_RULE } from '../../../contracts/vacancies.ts';
import { type Permission, ROLE_PERMISSIONS } from '../../../domain/roles.ts';
import type { DemoRole, Sessions } from './sessions.ts';

/**
 * The OpenAPI document states every rule the server enforces on input (decision 355): for every
 * operation, inputs generated from the document alone (json-schema-faker, seeded, each checked
 * against the document with ajv before it is sent) go to the server as a role allowed to call it.
 * The server may refuse one for the state of things (404 for an id that does not exist, 409, 403
 * for someone else's record), never with a 400/422 whose reason the document does not state.
 */

const SAMPLES = Number(process.env.DOC_INPUT_SAMPLES ?? 2);
const SEED = Number(process.env.DOC_INPUT_SEED ?? 2026);

/**
 * Refusals the test accepts, each with its reason. `stated`: a rule over several fields (or over
 * data the document cannot hold) that the operation's document states in words; the test checks
 * that the words are there. Without `stated`: a refusal that depends on the server's state (a
 * secret, a stored token, the caller's enrolments), like a 404 does.
 */
export const ACCEPTED: { op: RegExp; detail: RegExp; stated?: string; param?: string }[] = [
  {
    op: /^(createCourseRun|updateCourseRun)$/,
    detail: /einddatum mag niet voor de startdatum/,
    stated: RUN_DATES_RULE,
  },
  { op: /^(createVacancy|updateVacancy)$/, detail: /minimumsalaris is hoger/, stated: SALARY_ORDER_RULE },
  { op: /^updateCourse$/, detail: /isActive en status spreken elkaar tegen/, stated: COURSE_STATUS_RULE },
  { op: /^updateOwnProfile$/, detail: /Geboortedatum moet in het verleden/, stated: 'vóór vandaag' },
  { op: /^updateOwnProfile$/, detail: /wijzig je via Instellingen/, stated: INSTITUTE_NAME_RULE },
  {
    op: /^(register|confirmPasswordReset|changeOwnPassword)$/,
    detail: /veelgebruikte wachtwoorden|gelijk zijn aan je e-mailadres/,
    stated: NEW_PASSWORD_RULES.description,
  },
  { op: /^submitSubsidyCheck$/, detail: /./, stated: SUBSIDY_RESPONSES_RULE },
  // A credential's signature cannot come from a schema.
  { op: /^importCredential$/, detail: /./, stated: CREDENTIAL_IMPORT_RULE },
  { op: /^verifyCredential$/, detail: /./, stated: CREDENTIAL_VERIFY_RULE },
  // The state: a code from the authenticator app, a signed passkey, a mailed token, a scheme id
  // from the matches, a course the caller is enrolled in.
  {
    op: /^(confirmTotp|verifyMfaLogin|disableTotp|regenerateRecoveryCodes)$/,
    detail: /Onjuiste of al gebruikte code/,
  },
  { op: /^(registerPasskey|verifyPasskeyLogin)$/, detail: /passkey kon niet worden gecontroleerd/ },
  { op: /^confirmPasswordReset$/, detail: /herstellink is ongeldig/ },
  { op: /^startSubsidyApplication$/, detail: /^Onbekende regeling$/ },
  { op: /^createPost$/, detail: /alleen een cursus noemen waarvoor je bent ingeschreven/ },
  // A cursor is opaque: only the previous page's nextCursor is one (the state of the list).
  {
    op: /./,
    param: 'cursor',
    detail: /^Ongeldige cursor/,
    stated: 'De nextCursor van de vorige pagina (ondoorzichtig)',
  },
];

const ROLES: DemoRole[] = ['talent', 'company', 'institute', 'admin', 'superadmin'];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  'x-access'?: 'public' | 'signedIn' | Permission | Permission[] | null;
}

/** The first demo role that may call an operation; null for a public one (sent without a session). */
function roleFor(access: Operation['x-access']): DemoRole | null {
  if (!access || access === 'public') return null;
  if (access === 'signedIn') return 'talent';
  const wanted = typeof access === 'string' ? [access] : access;
  return ROLES.find((r) => wanted.some((p) => ROLE_PERMISSIONS[r].includes(p))) ?? 'superadmin';
}

/** Operations that end the caller's session or account: run last, so the others keep theirs. */
const ENDS_SESSION = /^(logout|deleteOwnAccount|revokeOtherSessions|changeOwnPassword)/;

export interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Every operation of the document, those that end the caller's session last. */
export function operationsOf(doc: Document) {
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
    .sort(
      (a, b) => Number(ENDS_SESSION.test(a.op.operationId)) - Number(ENDS_SESSION.test(b.op.operationId)),
    );
}

type Op = ReturnType<typeof operationsOf>[number]['op'];
const hasParam = (o: Op, name?: string) =>
  !name || (o.parameters ?? []).some((p: { name: string }) => p.name === name);

/** A stated rule that is not in the document of every operation it excuses. */
export function unstatedRules(doc: Document): string[] {
  const operations = operationsOf(doc);
  const missing: string[] = [];
  for (const { op, stated, param } of ACCEPTED) {
    if (!stated) continue;
    const matching = operations.filter((o) => op.test(o.op.operationId) && hasParam(o.op, param));
    if (matching.length === 0) missing.push(`${op}: no operation`);
    for (const o of matching)
      if (!JSON.stringify(o.op).includes(JSON.stringify(stated).slice(1, -1)))
        missing.push(`${o.op.operationId}: does not state ${stated}`);
  }
  return missing;
}

/** Sends generated inputs of every operation; returns the refusals for a reason the document does not state. */
export async function documentedInputFailures(app: FastifyInstance, doc: Document, sessions: Sessions) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const validators = new Map<JsonSchema, ValidateFunction>();
  const isValid = (schema: JsonSchema, value: unknown) => {
    if (!validators.has(schema)) validators.set(schema, ajv.compile(schema as object));
    return validators.get(schema)!(value);
  };
  const some = createGeneratorSync({ seed: SEED, optionalsProbability: 0.5 });
  const all = createGeneratorSync({ seed: SEED, alwaysFakeOptionals: true });
  let unmet = 0;
  /** A value the document calls valid (json-schema-faker does not always honour a pattern's lookaheads). */
  const generate = (schema: JsonSchema): { value: unknown } | null => {
    for (let attempt = 0; attempt < 30; attempt++) {
      let value: unknown;
      try {
        value = some.generate(schema);
      } catch {
        // json-schema-faker 0.6 cannot meet `minProperties` while it leaves optional properties out.
        value = all.generate(schema);
      }
      if (isValid(schema, value)) return { value };
    }
    unmet++;
    return null;
  };

  const operations = operationsOf(doc);
  const failures: string[] = [];
  let sent = 0;
  for (const { path, method, op } of operations) {
    const params = op.parameters ?? [];
    const json = op.requestBody?.content['application/json']?.schema;
    // A multipart upload (documents) is not JSON: its file part cannot come from a schema.
    if (op.requestBody && !json) continue;
    const role = roleFor(op['x-access']);
    samples: for (let i = 0; i < SAMPLES; i++) {
      let url = path;
      const query = new URLSearchParams();
      for (const p of params) {
        if (p.in !== 'path' && p.in !== 'query') continue;
        // Optional query parameters: all of them in odd samples, none in even ones.
        if (p.in === 'query' && !p.required && i % 2 === 0) continue;
        const made = generate(p.schema);
        if (!made) continue samples;
        const value = made.value;
        const asText = typeof value === 'string' ? value : JSON.stringify(value);
        if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(asText));
        else if (Array.isArray(value)) for (const v of value) query.append(p.name, String(v));
        else query.set(p.name, asText);
      }
      const made = json ? generate(json) : { value: undefined };
      if (!made) continue;
      const body = made.value;
      const qs = query.toString();
      const send = async (cookie: string | undefined) =>
        app.inject({
          method: method.toUpperCase() as 'GET',
          url: qs ? `${url}?${qs}` : url,
          // In Dutch, whatever language a generated settings change chose: the details are matched.
          headers: { 'accept-language': 'nl', ...(json ? { 'content-type': 'application/json' } : {}) },
          ...(json ? { payload: JSON.stringify(body) } : {}),
          ...(cookie ? { cookies: { sid: cookie.split('=')[1] } } : {}),
        });
      let res = await send(role ? await sessions.of(role) : undefined);
      // A session another operation ended (log out everywhere, a password change): sign in again.
      if (res.statusCode === 401 && role) res = await send(await sessions.of(role, true));
      sent++;
      if (res.statusCode !== 400 && res.statusCode !== 422) continue;
      const problem = res.json() as {
        code: string;
        detail: string;
        errors?: { field: string; detail: string }[];
      };
      // A refusal with its own code is about the state (auth.wrong_password, …), not the input's form.
      if (res.statusCode === 400 && problem.code !== 'validation' && !problem.code.startsWith('request.'))
        continue;
      const details = problem.errors?.length ? problem.errors.map((e) => e.detail) : [problem.detail];
      const accepted = details.every((d) =>
        ACCEPTED.some((a) => a.op.test(op.operationId) && hasParam(op, a.param) && a.detail.test(d)),
      );
      if (accepted) continue;
      const fields = (problem.errors ?? []).map((e) => `${e.field}: ${e.detail}`).join('; ');
      failures.push(
        `${op.operationId} ${method.toUpperCase()} ${url}${qs ? `?${qs}` : ''} → ${res.statusCode} ${problem.code} ${fields || problem.detail}\n    body: ${JSON.stringify(body)?.slice(0, 300)}`,
      );
    }
  }
  return { failures, unmet, sent, operations: operations.length, samples: SAMPLES };
}

/** Every integer path or query parameter given 0x10, 1e1, " 16", +16, 016, 16.0 (and empty): anything but a 400. */
export async function integerParamFailures(app: FastifyInstance, doc: Document, sessions: Sessions) {
  const gen = createGeneratorSync({ seed: SEED, alwaysFakeOptionals: true });
  const failures: string[] = [];
  let checked = 0;
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const role = roleFor(op['x-access']);
      const cookie = role ? await sessions.of(role) : undefined;
      const json = op.requestBody?.content['application/json']?.schema;
      if (op.requestBody && !json) continue;
      for (const target of params.filter((p) => (p.schema as { type?: string }).type === 'integer')) {
        const bad = ['0x10', '1e1', ' 16', '+16', '016', '16.0', ...(target.in === 'query' ? [''] : [])];
        for (const value of bad) {
          let url = path;
          const query = new URLSearchParams();
          for (const p of params) {
            const v = p === target ? value : String(gen.generate(p.schema));
            if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(v));
            else if (p === target || p.required) query.set(p.name, v);
          }
          const res = await app.inject({
            method: method.toUpperCase() as 'GET',
            url: `${url}?${query}`,
            ...(json
              ? {
                  payload: JSON.stringify(gen.generate(json)),
                  headers: { 'content-type': 'application/json' },
                }
              : {}),
            ...(cookie ? { cookies: { sid: cookie.split('=')[1] } } : {}),
          });
          checked++;
          if (res.statusCode !== 400)
            failures.push(
              `${op.operationId} ${target.in} ${target.name}=${JSON.stringify(value)} → ${res.statusCode}`,
            );
        }
      }
    }
  }
  return { failures, checked };
}
