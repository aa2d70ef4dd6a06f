import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { DocumentUsage } from '../../../contracts/documents.ts';
import { registerAccount } from '../../test/accounts.ts';
import { describeApi } from '../../test/harness.ts';

const uploadDir = mkdtempSync(path.join(tmpdir(), 'uploads-limits-'));
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(41, 0x20)]);

function multipart(bytes: Buffer) {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(field('kind', 'certificate') + field('title', 'Certificaat')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Per-user document limits: count (409), total size (413), uploads per hour (429), shown as usage. */
describeApi(
  'document limits',
  (env) => {
    const upload = (cookie: string, bytes: Buffer) => {
      const body = multipart(bytes);
      return env().app.inject({
        method: 'POST',
        url: '/api/user/documents',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
    };
    const usage = async (cookie: string) =>
      (
        await env().app.inject({ url: '/api/user/documents/usage', headers: { cookie } })
      ).json() as DocumentUsage;

    it('refuses one document beyond the count (409) and reports the usage', async () => {
      const me = await registerAccount(env().app, 'talent');
      const codes = (await Promise.all([1, 2, 3, 4, 5].map(() => upload(me.cookie, PNG)))).map(
        (r) => r.statusCode,
      );
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(2);
      const refused = await upload(me.cookie, PNG);
      expect(refused.statusCode).toBe(409);
      expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(await usage(me.cookie)).toEqual({
        count: 3,
        bytes: 3 * PNG.length,
        maxCount: 3,
        maxBytes: 100,
        uploadsPerHour: 8,
      });
    });

    it('refuses a file beyond the total size (413)', async () => {
      const me = await registerAccount(env().app, 'talent');
      expect((await upload(me.cookie, PDF)).statusCode).toBe(201);
      expect((await upload(me.cookie, PDF)).statusCode).toBe(201);
      const full = await upload(me.cookie, PNG);
      expect(full.statusCode).toBe(413);
      expect(full.json().message).toMatch(/niet genoeg ruimte/);
    });

    it('refuses a flood of uploads (429 with Retry-After), deleted documents included', async () => {
      const me = await registerAccount(env().app, 'talent');
      for (let i = 0; i < 8; i++) {
        const res = await upload(me.cookie, PNG);
        expect(res.statusCode, String(i)).toBe(201);
        const del = await env().app.inject({
          method: 'DELETE',
          url: `/api/user/documents/${res.json().id}`,
          headers: { cookie: me.cookie },
        });
        expect(del.statusCode).toBe(204);
      }
      const flooded = await upload(me.cookie, PNG);
      expect(flooded.statusCode).toBe(429);
      expect(flooded.headers['retry-after']).toBeDefined();
    });
  },
  {
    seed: true,
    config: { uploadDir, documentLimits: { maxCount: 3, maxTotalBytes: 100, uploadsPerHour: 8 } },
  },
);
