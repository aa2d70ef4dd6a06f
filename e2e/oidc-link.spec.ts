import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import Provider from 'oidc-provider';
import { E2E_OIDC_PORT, E2E_OIDC_PROVIDER } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, registerViaApi, screenshots } from './helpers.ts';

/**
 * Issue 47 part 8: Profiel → Beveiliging links an account to an institution's sign-in and unlinks
 * it, against a real OpenID Connect provider (oidc-provider, decision 312) on loopback. The app's
 * OIDC_PROVIDERS names it (playwright.config.ts); the provider's own login page is used as is.
 */
test.describe.configure({ mode: 'serial' });

let server: Server;

test.beforeAll(async () => {
  const appUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const provider = new Provider(E2E_OIDC_PROVIDER.issuer, {
    clients: [
      {
        client_id: E2E_OIDC_PROVIDER.clientId,
        client_secret: E2E_OIDC_PROVIDER.clientSecret,
        redirect_uris: [`${appUrl}/api/auth/oidc/${E2E_OIDC_PROVIDER.id}/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['e2e-cookie-key'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id }) }),
    // No consent page: every client may have the scopes it asks for.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(E2E_OIDC_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test('a talent links its institution in Profiel and unlinks it again', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page, 'talent', 'Olga');
  await page.goto('/profile?tab=security');
  const card = page.getByTestId('oidc-link');
  await expect(card).toContainText('Testuniversiteit');
  await expect(card).toContainText('Niet gekoppeld');
  await page.getByRole('link', { name: 'Koppelen: Testuniversiteit' }).click();

  // The provider's own (development) login page.
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC_PROVIDER.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(`olga-${Date.now()}`);
  await page.locator('input[name="password"]').fill('x');
  await page.locator('button[type="submit"]').first().click();

  // Back in Beveiliging: the outcome has the focus, the link is listed.
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  const linked = page.getByRole('status').filter({ hasText: 'Je instelling is gekoppeld' });
  await expect(linked).toBeFocused();
  await expect(card).toContainText('Gekoppeld sinds');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'oidc-linked');

  await page.getByRole('button', { name: 'Ontkoppelen: Testuniversiteit' }).click();
  const unlinked = page
    .getByRole('status')
    .filter({ hasText: 'De koppeling met Testuniversiteit is opgeheven.' });
  await expect(unlinked).toBeFocused();
  await expect(card).toContainText('Niet gekoppeld');
  await expect(page.getByRole('link', { name: 'Koppelen: Testuniversiteit' })).toBeVisible();
});
