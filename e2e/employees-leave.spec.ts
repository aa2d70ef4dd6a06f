import { expect, test } from '@playwright/test';
import {
  apiAs,
  companyWithEmployee,
  expectNoA11yViolations,
  expectNoRawKeys,
  registerViaApi,
  screenshots,
} from './helpers.ts';

/** Either side ends an employee link, after a confirmation; both are notified. */

test('the talent ends the link with the employer from the profile', async ({ browser }) => {
  const { company, talent } = await companyWithEmployee(browser, { company: 'Kees', talent: 'Noor' });
  await talent.goto('/profile');
  const card = talent.getByTestId('my-employer');
  await expect(card.getByText(/Je bent als werknemer gekoppeld aan/)).toBeVisible();
  await card.getByRole('button', { name: 'Koppeling beëindigen' }).click();
  const dialog = talent.getByRole('dialog', { name: 'Koppeling met je werkgever beëindigen?' });
  await expectNoA11yViolations(talent, 'nl leave employer dialog', dialog);
  await dialog.getByRole('button', { name: 'Beëindigen' }).click();
  await expect(talent.getByText('Koppeling met je werkgever beëindigd')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await apiAs(company, 'GET', '/api/company/employees')).items).toEqual([]);
});

test('the company unlinks an employee under Werknemers; in English too', async ({ browser }) => {
  const { company, talent } = await companyWithEmployee(browser, { company: 'Kees', talent: 'Noor' });
  await company.goto('/profile?tab=employees');
  await company.getByRole('button', { name: 'Noor Tester ontkoppelen' }).click();
  const dialog = company.getByRole('dialog', { name: 'Noor Tester ontkoppelen?' });
  await expectNoA11yViolations(company, 'nl unlink dialog', dialog);
  await screenshots(company, 'unlink-employee');
  await dialog.getByRole('button', { name: 'Ontkoppelen' }).click();
  await expect(company.getByText('Werknemer ontkoppeld', { exact: true })).toBeVisible();
  await expect(company.getByRole('button', { name: 'Noor Tester ontkoppelen' })).toHaveCount(0);
  expect((await apiAs(talent, 'GET', '/api/user/employer')).employer).toBeNull();

  const en = await companyWithEmployee(browser, { company: 'Kees', talent: 'Noor' }, 'en');
  await en.company.goto('/profile?tab=employees');
  await en.company.getByRole('button', { name: 'Unlink Noor Tester' }).click();
  await expect(en.company.getByRole('dialog', { name: 'Unlink Noor Tester?' })).toBeVisible();
  await expectNoRawKeys(en.company, 'en unlink dialog');
  await expectNoA11yViolations(en.company, 'en unlink dialog', en.company.getByRole('dialog'));
  await en.talent.goto('/profile');
  await en.talent.getByTestId('my-employer').getByRole('button', { name: 'End the link' }).click();
  await expect(en.talent.getByRole('dialog', { name: 'End the link with your employer?' })).toBeVisible();
  await expectNoA11yViolations(en.talent, 'en leave employer dialog', en.talent.getByRole('dialog'));
});

test('Werknemers lists the employees (paged) and the open invitations (their own list)', async ({
  browser,
}) => {
  const { company } = await companyWithEmployee(browser, { company: 'Kees', talent: 'Noor' });
  const invitee = await (await browser.newContext()).newPage();
  const inviteeEmail = await registerViaApi(invitee, 'talent', 'Sam');
  await apiAs(company, 'POST', '/api/company/employees/invite', { email: inviteeEmail, position: 'Analist' });
  const employees = await apiAs(company, 'GET', '/api/company/employees?limit=1');
  expect(employees).toMatchObject({ items: [{ firstName: 'Noor' }], nextCursor: null });
  const invitations = await apiAs(company, 'GET', '/api/company/employee-invitations');
  expect(invitations.items).toEqual([expect.objectContaining({ email: inviteeEmail, position: 'Analist' })]);
  await company.goto('/profile?tab=employees');
  await expect(company.getByRole('cell', { name: 'Noor Tester', exact: true })).toBeVisible();
  await expect(company.getByRole('heading', { name: 'Uitgenodigd' })).toBeVisible();
  await expect(company.getByText(inviteeEmail)).toBeVisible();
  await expect(company.getByText('Wacht op acceptatie')).toBeVisible();
  await expectNoA11yViolations(company, 'nl employees with an invitation');
  await screenshots(company, 'employees-invited');
});
