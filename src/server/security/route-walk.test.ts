import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { derivedExpect, type Fixtures, MATRIX_EXCEPTIONS, ROLES } from '../test/authz-matrix.ts';
import { describeApi } from '../test/harness.ts';
import {
  type Document,
  documentedInputFailures,
  integerParamFailures,
  unstatedRules,
} from '../test/walk/documented-inputs.ts';
import { fuzzFailures } from '../test/walk/fuzz.ts';
import { matrixFailures, routeKey } from '../test/walk/matrix.ts';
import { knowsIds, pathFor, ValidInputs } from '../test/walk/matrix-requests.ts';
import { Sessions } from '../test/walk/sessions.ts';

/**
 * One walk over every registered route per engine, on one server and one database, with one
 * session per role (issue 52): the authorization matrix, the inputs the OpenAPI document states,
 * fuzzing, the inputs the OpenAPI document states, and integer parameters. In this order: the matrix
 * needs the demo seed as it is; the fuzz's accepted requests change little (its values are mostly
 * refused); the generated inputs are valid and change much (an institute's OOAPI source, say).
 *
 * Each walking test's cap (900 s) catches a hang and nothing else: the walk starts first, beside the
 * build's last steps and five browsers, and on a slow 2-core machine the matrix alone outlasted its
 * former 240 s (2026-11-29). A test that runs out its cap keeps running under the next one, whose
 * "writes nothing" check then sees its writes.
 */
describeApi('one walk over every route', (env) => {
  let sessions: Sessions;
  let doc: Document;
  beforeAll(async () => {
    sessions = new Sessions(env().app);
    doc = (await env().app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
  });

  it("the matrix's exceptions name only registered API routes, each once, each with its reason", () => {
    const registered = env().app.apiRoutes.map((r) => routeKey(r.method, r.url));
    const listed = MATRIX_EXCEPTIONS.map((r) => routeKey(r.method, r.url));
    expect(
      listed.filter((r) => !registered.includes(r)),
      'exceptions without a route',
    ).toEqual([]);
    expect(new Set(listed).size, 'duplicate exceptions').toBe(listed.length);
    expect(
      MATRIX_EXCEPTIONS.filter((x) => !x.why.trim() || !(x.expect || x.ids || x.request || x.cases)).map(
        (x) => routeKey(x.method, x.url),
      ),
      'exceptions without a reason or without an exception',
    ).toEqual([]);
  });

  it('answers every route with the expected status for every role and other owners', async () => {
    const { wrong, counts } = await matrixFailures(env(), sessions);
    expect(wrong).toEqual([]);
    // Nearly every answer is one exact status: the walk had an item for nearly every path id.
    expect(counts.pastTheGate, JSON.stringify(counts)).toBeLessThan(counts.exact / 20);
  }, 900_000);

  it('never answers ≥ 500 to fuzzed input and writes nothing when it answers 4xx', async () => {
    expect(await fuzzFailures(env(), sessions)).toEqual([]);
  }, 900_000);
  it('states each excusing rule in the document of the operations it excuses', () => {
    expect(unstatedRules(doc)).toEqual([]);
  });

  it('accepts every generated input of every operation, or refuses it only for a stated rule or state', async () => {
    const { failures, unmet, sent, operations, samples } = await documentedInputFailures(
      env().app,
      doc,
      sessions,
    );
    expect(operations).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    // Nearly every sample is sent: the generator met the document's schemas.
    expect(unmet, 'samples json-schema-faker could not make valid').toBeLessThan(sent / 20);
    expect(sent).toBeGreaterThan(operations * (samples - 1));
  }, 900_000);

  it('refuses 0x10, 1e1, " 16", +16, 016, 16.0 and an empty value with a 400 in every integer parameter', async () => {
    const { failures, checked } = await integerParamFailures(env().app, doc, sessions);
    expect(checked).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 900_000);
});

describe('the expectation derived from a route’s access', () => {
  it('refuses every role without the permission, and anonymous callers unless public', () => {
    expect(derivedExpect('courses.createOwn', 201)).toEqual([401, 403, 403, 201, 403, 201]);
    expect(derivedExpect(['vacancies.createOwn', 'platform.administer'], 200)).toEqual([
      401, 403, 200, 403, 200, 200,
    ]);
    expect(derivedExpect('signedIn', 204)).toEqual([401, 204, 204, 204, 204, 204]);
    expect(derivedExpect('public', 200)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('takes a role’s permissions from src/domain/roles.ts', () => {
    expect(derivedExpect('assessment.take', 200)[ROLES.indexOf('talent')]).toBe(200);
    expect(derivedExpect('assessment.take', 200)[ROLES.indexOf('company')]).toBe(403);
  });
});

describe('the request made from a route’s declaration', () => {
  it('finds a path id by the longest entry of PATH_IDS the path up to it ends with', () => {
    expect(knowsIds('/api/courses/:id/runs/:runId')).toBe(true);
    expect(knowsIds('/api/institute/enrollments/:id')).toBe(true);
    expect(knowsIds('/api/gadgets/:id')).toBe(false);
  });

  it('sends 0 for every id to a caller the access check refuses, and makes no item for it', async () => {
    const f = new Proxy({} as Fixtures, {
      get: () => {
        throw new Error('no fixture for a refused caller');
      },
    });
    expect(await pathFor('/api/courses/:id/runs/:runId', f, 'talent', { real: false })).toBe(
      '/api/courses/0/runs/0',
    );
  });

  it('makes a body its zod schema accepts, refinements included, with only the required fields', () => {
    const schema = z
      .object({ from: z.int().min(1), to: z.int().min(1), note: z.string().optional() })
      .refine((b) => b.to >= b.from);
    const value = new ValidInputs().of(schema, 'POST /api/test');
    expect(schema.safeParse(value).success).toBe(true);
    expect(Object.keys(value as object).sort()).toEqual(['from', 'to']);
  });
});
