import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, registerViaApi, screenshots } from './helpers.ts';

/**
 * Decision 326: an institute sets its own Open Education API as the source in Instellingen, looks at
 * the preview and imports. The source is a small OEAPI server on loopback (the API tests validate the
 * same shapes against the official schemas).
 */
const nl = (value: string) => [{ language: 'nl-NL', value }];
const ids = { a: randomUUID(), b: randomUUID(), c: randomUUID() };
const courses = [
  {
    courseId: ids.a,
    primaryCode: { codeType: 'identifier', code: 'DA-1' },
    name: nl('Data-analyse in de zorg'),
    description: nl('Werken met zorgdata.'),
    level: 'bachelor',
    duration: 'P8W',
  },
  {
    courseId: ids.b,
    primaryCode: { codeType: 'identifier', code: 'LS-2' },
    name: nl('Leiderschap op de werkvloer'),
    description: nl('Teams leiden.'),
    duration: 'P4W',
  },
  {
    courseId: ids.c,
    primaryCode: { codeType: 'identifier', code: 'X-3' },
    name: nl('Cursus zonder beschrijving'),
  },
];
const offering = (courseId: string, start: string, city: string) => ({
  courseOfferingId: randomUUID(),
  primaryCode: { codeType: 'offering_code', code: start },
  name: nl('Uitvoering'),
  state: 'active',
  startDateTime: `${start}T09:00:00+01:00`,
  endDateTime: `${start}T17:00:00+01:00`,
  addresses: [{ addressType: 'teaching', city }],
  maxNumberStudents: 16,
  priceInformation: [{ costType: 'total_costs', amount: '650.00', currency: 'EUR' }],
  courseId,
});
const offerings: Record<string, object[]> = {
  [ids.a]: [offering(ids.a, '2031-02-02', 'Utrecht'), offering(ids.a, '2031-09-07', 'Zwolle')],
};
const page1 = (items: object[]) => ({
  pageSize: 100,
  pageNumber: 1,
  hasPreviousPage: false,
  hasNextPage: false,
  totalPages: 1,
  items,
});

let server: http.Server;
let baseUrl = '';
test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const m = path.match(/^\/oeapi\/courses\/([^/]+)\/course-offerings$/);
    const body = path === '/oeapi/courses' ? page1(courses) : m ? page1(offerings[m[1]] ?? []) : null;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { type: 'about:blank', title: 'Not Found', status: 404 }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oeapi`;
});
test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('an institute previews and imports its courses from its own Open Education API', async ({ page }) => {
  await registerViaApi(page, 'institute', 'Olga');
  await page.goto('/institute?tab=settings');
  const card = page.getByTestId('ooapi-source');
  await expect(
    card.getByRole('heading', { name: 'Cursussen uit je eigen Open Education API' }),
  ).toBeVisible();
  await card.getByLabel('Basis-URL van je OOAPI').fill(baseUrl);
  await card.getByLabel('Bearer-token (optioneel)').fill('geheim');
  await card.getByRole('button', { name: 'Opslaan' }).click();
  await expect(card.getByText('Er is een token opgeslagen. Laat leeg om het te houden.')).toBeVisible();
  await expect(card.getByLabel('Bearer-token (optioneel)')).toHaveValue('');
  // Focus follows the action (issue 51): back on Opslaan, then the preview, then the history.
  await expect(card.getByRole('button', { name: 'Opslaan' })).toBeFocused();

  await card.getByRole('button', { name: 'Voorbeeld' }).click();
  const preview = card.getByTestId('ooapi-preview');
  await expect(preview.getByRole('heading', { name: 'Nieuw (2)' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Voorbeeld' })).toBeFocused();
  await expect(preview.getByText('Data-analyse in de zorg')).toBeVisible();
  await expect(preview.getByText('2 uitvoeringen')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Niet over te nemen (1)' })).toBeVisible();
  await expect(preview.getByText('— Geen beschrijving')).toBeVisible();
  await expectNoA11yViolations(page, 'nl ooapi preview');
  await screenshots(page, 'ooapi-preview');

  await card.getByRole('button', { name: 'Importeren' }).click();
  await expect(
    page.getByText('Geïmporteerd: 2 nieuw, 0 gewijzigd, 0 gearchiveerd, 1 overgeslagen'),
  ).toBeVisible();
  await expect(card.getByText('2 nieuw · 0 gewijzigd · 0 gearchiveerd · 1 overgeslagen')).toBeVisible();
  await expect(card.getByText('Gelukt')).toBeVisible();
  await expect(card.locator('#ooapi-history')).toBeFocused();
  await expectNoA11yViolations(page, 'nl ooapi history');
  await screenshots(page, 'ooapi-imported');

  await page.getByRole('tab', { name: 'Mijn Cursussen' }).click();
  await expect(page.getByText('Data-analyse in de zorg')).toBeVisible();
  await expect(page.getByText('Leiderschap op de werkvloer')).toBeVisible();
});
