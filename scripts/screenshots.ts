/**
 * Screenshots for looking at screens: `tsx scripts/screenshots.ts <baseUrl> <outDir> [login-email] path...`
 * Takes each path at desktop (1280) and mobile (390) width. Uses Debian's Chromium.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../playwright.config.ts';

const [baseUrl, outDir, maybeEmail, ...rest] = process.argv.slice(2);
const email = maybeEmail?.includes('@') ? maybeEmail : undefined;
const paths = email ? rest : [maybeEmail, ...rest].filter(Boolean);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
for (const [name, width, height] of [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, locale: 'nl-NL' });
  if (email) {
    const res = await page.request.post(`${baseUrl}/api/login`, {
      data: { email, password: process.env.DEMO_PASSWORD || 'Welkom2026!' },
      headers: { Origin: baseUrl },
    });
    if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  }
  for (const p of paths) {
    await page.goto(`${baseUrl}${p}`, { waitUntil: 'load' });
    await page.waitForTimeout(1200);
    const file = `${outDir}/${p.replace(/[/?=&]+/g, '_') || 'root'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
