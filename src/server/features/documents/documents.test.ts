import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { describeApi, login } from '../../test/harness.ts';
import { expectBadCursors, walkPages } from '../../test/paging.ts';

const uploadDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

/** A multipart body by hand: text fields, then the file part (any bytes, any name and type). */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeApi(
  'uploaded documents',
  (env) => {
    const upload = (
      cookie: string | undefined,
      fields: Record<string, string>,
      file?: Parameters<typeof multipart>[1],
    ) => {
      const body = multipart(fields, file);
      return env().app.inject({
        method: 'POST',
        url: '/api/user/documents',
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
        payload: body.payload,
      });
    };
    const get = (url: string, cookie?: string) =>
      env().app.inject({ url, headers: cookie ? { cookie } : {} });

    it('stores a PDF, PNG or JPEG, lists it and serves it back as an attachment to its owner only', async () => {
      const me = await registerAccount(env().app, 'talent');
      const made = [];
      for (const [bytes, type, kind] of [
        [PDF, 'application/pdf', 'certificate'],
        [PNG, 'image/png', 'cv'],
        [JPEG, 'image/jpeg', 'certificate'],
      ] as const) {
        const res = await upload(
          me.cookie,
          { kind, title: `Mijn ${type}` },
          { name: 'x.bin', type: 'application/octet-stream', bytes },
        );
        expect(res.statusCode, type).toBe(201);
        expect(res.json()).toMatchObject({
          kind,
          title: `Mijn ${type}`,
          contentType: type,
          sizeBytes: bytes.length,
        });
        // Location names the upload's own GET (decision 471), which serves the file back.
        expect(res.headers.location).toBe(`/api/user/documents/${res.json().id}`);
        expect((await get(res.headers.location as string, me.cookie)).statusCode).toBe(200);
        made.push(res.json());
      }
      const list = (await get('/api/user/documents', me.cookie)).json().items;
      expect(list.map((d: { id: number }) => d.id).sort()).toEqual(made.map((d) => d.id).sort());
      expect(list[0]).not.toHaveProperty('storageKey');
      // Paged in SQL by keyset (newest first): pages of one walk the same list.
      const mine = (url: string) => get(url, me.cookie);
      expect(await walkPages(mine, '/api/user/documents')).toEqual(list);
      await expectBadCursors(mine, '/api/user/documents');

      const file = await get(`/api/user/documents/${made[0].id}`, me.cookie);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="Mijn-application-pdf.pdf"');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PDF)).toBe(true);

      const other = await registerAccount(env().app, 'talent');
      expect((await get(`/api/user/documents/${made[0].id}`, other.cookie)).statusCode).toBe(404);
      expect((await get('/api/user/documents', other.cookie)).json().items).toEqual([]);
      expect((await get(`/api/user/documents/${made[0].id}`)).statusCode).toBe(401);
    });

    it('checks the content, not the name: HTML named .pdf is refused, and nothing is stored', async () => {
      const me = await registerAccount(env().app, 'talent');
      const before = readdirSync(uploadDir).length;
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      const res = await upload(
        me.cookie,
        { kind: 'certificate', title: 'Nep' },
        { name: 'diploma.pdf', type: 'application/pdf', bytes: html },
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(
        'Upload een PDF, PNG of JPEG (de inhoud van het bestand telt, niet de naam).',
      );
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
      expect(
        (
          await upload(
            me.cookie,
            { kind: 'cv', title: 'Nep' },
            { name: 'a.png', type: 'image/png', bytes: svg },
          )
        ).statusCode,
      ).toBe(415);
      expect(readdirSync(uploadDir).length).toBe(before);
      expect((await get('/api/user/documents', me.cookie)).json().items).toEqual([]);
    });

    it('refuses a file over 5 MB, bad fields, no file and a non-multipart body', async () => {
      const me = await registerAccount(env().app, 'talent');
      const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
      expect(
        (
          await upload(
            me.cookie,
            { kind: 'certificate', title: 'Groot' },
            { name: 'a.pdf', type: 'application/pdf', bytes: big },
          )
        ).statusCode,
      ).toBe(413);
      expect(
        (
          await upload(
            me.cookie,
            { kind: 'diploma', title: 'X' },
            { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
          )
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await upload(
            me.cookie,
            { kind: 'cv', title: '  ' },
            { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
          )
        ).statusCode,
      ).toBe(400);
      expect((await upload(me.cookie, { kind: 'cv', title: 'Geen bestand' })).statusCode).toBe(400);
      const json = await env().app.inject({
        method: 'POST',
        url: '/api/user/documents',
        headers: { cookie: me.cookie },
        payload: { kind: 'cv', title: 'JSON' },
      });
      expect(json.statusCode).toBe(400);
      expect((await get('/api/user/documents', me.cookie)).json().items).toEqual([]);
    });

    it('lets only learners upload', async () => {
      const file = { name: 'a.pdf', type: 'application/pdf', bytes: PDF };
      expect((await upload(undefined, { kind: 'cv', title: 'X' }, file)).statusCode).toBe(401);
      const company = await login(env().app, 'bedrijf@example.nl');
      expect((await upload(company, { kind: 'cv', title: 'X' }, file)).statusCode).toBe(403);
    });

    it('deletes a document (row and file), only the own one', async () => {
      const me = await registerAccount(env().app, 'talent');
      const made = (
        await upload(
          me.cookie,
          { kind: 'cv', title: 'Weg' },
          { name: 'a.png', type: 'image/png', bytes: PNG },
        )
      ).json();
      const key = (
        await env()
          .db.kysely.selectFrom('userDocuments')
          .select('storageKey')
          .where('id', '=', made.id)
          .executeTakeFirstOrThrow()
      ).storageKey;
      expect(existsSync(path.join(uploadDir, key))).toBe(true);
      const other = await registerAccount(env().app, 'talent');
      const del = (cookie: string) =>
        env().app.inject({ method: 'DELETE', url: `/api/user/documents/${made.id}`, headers: { cookie } });
      expect((await del(other.cookie)).statusCode).toBe(404);
      expect((await del(me.cookie)).statusCode).toBe(204);
      expect(existsSync(path.join(uploadDir, key))).toBe(false);
      expect((await del(me.cookie)).statusCode).toBe(404);
    });

    it('exports the documents with the account and deletes their files with it', async () => {
      const me = await registerAccount(env().app, 'talent');
      const made = (
        await upload(
          me.cookie,
          { kind: 'certificate', title: 'Diploma' },
          { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
        )
      ).json();
      const exported = (await get('/api/user/export', me.cookie)).json();
      expect(exported.documents).toEqual([
        expect.objectContaining({ id: made.id, title: 'Diploma', kind: 'certificate' }),
      ]);
      expect(exported.documents[0]).not.toHaveProperty('storageKey');
      const key = (
        await env()
          .db.kysely.selectFrom('userDocuments')
          .select('storageKey')
          .where('id', '=', made.id)
          .executeTakeFirstOrThrow()
      ).storageKey;
      const res = await env().app.inject({
        method: 'DELETE',
        url: '/api/user',
        headers: { cookie: me.cookie },
        payload: { password: 'Fietsbel-Oranje7' },
      });
      expect(res.statusCode).toBe(200);
      expect(existsSync(path.join(uploadDir, key))).toBe(false);
      expect(
        await env().db.kysely.selectFrom('userDocuments').select('id').where('userId', '=', me.id).execute(),
      ).toEqual([]);
    });
  },
  { seed: true, config: { uploadDir } },
);
