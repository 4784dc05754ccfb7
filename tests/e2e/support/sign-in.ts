import { type Page, expect } from '@playwright/test';
import { type RunningServer, adminEmail, adminPassword } from './server';

/** Signs in through the login form and waits for the overview, as a person would. */
export async function signIn(page: Page, server: RunningServer, email = adminEmail, password = adminPassword) {
  await page.goto(server.url + '/auth');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(server.url + '/');
}
