// A browser of its own for each side of a journey: a member logged in through the login page, and
// an operator signed in through the console's sign-in form.
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { logInThroughUi, signInToConsole } from './app';

/** A member's page on a desktop window, logged in through the UI. */
export async function memberPage(browser: Browser, baseURL: string, account: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await logInThroughUi(page, account, password);
  return page;
}

/** An operator's console page, signed in, showing its sections. */
export async function consolePage(browser: Browser, baseURL: string, operator: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, locale: 'en-US' })).newPage();
  await signInToConsole(page, operator);
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  return page;
}
