// What a user does often in the app, found the way a user finds it: by role and label.
import type { Page } from '@playwright/test';
import { expect, type Envelope } from './fixtures';

/** The account as the user menu shows it (spec §9: cut to 12 characters). */
export const menuLabel = (account: string) => account.slice(0, 12);

export const userMenu = (page: Page, account: string) => page.getByRole('button', { name: menuLabel(account), exact: true });

export async function fillLoginForm(page: Page, account: string, password: string) {
  await page.getByLabel('Email or phone').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

export const loginButton = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });

const agreementText = 'I agree to the user agreement and the privacy policy';
export const agreement = (page: Page) => page.getByRole('checkbox', { name: agreementText });

/** Ticks the agreement the way a user does: by clicking its label (the input itself is hidden). */
export async function agree(page: Page) {
  await page.getByText(agreementText, { exact: true }).click();
  await expect(agreement(page)).toBeChecked();
}

export async function logInThroughUi(page: Page, account: string, password: string) {
  await page.goto('/login');
  await fillLoginForm(page, account, password);
  await loginButton(page).click();
  await expect(userMenu(page, account)).toBeVisible();
}

/** Signs an operator into the console through its sign-in form; what the role then sees is the caller's to check. */
export async function signInToConsole(page: Page, operator: { email: string; password: string }) {
  await page.goto('/ops');
  await page.getByLabel('Operator email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Goes to `path` inside the running app, as its links do (the router follows the history), so a
 * walk through many routes costs each its screen and not a whole start of the app. Returns once
 * the screen of the address is shown: the router keeps the old one until the new one has loaded,
 * and the main element names the route it shows.
 */
export async function navigateInApp(page: Page, path: string) {
  if (page.url() === 'about:blank') await page.goto(path);
  else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await page.waitForFunction(() => document.querySelector('main')?.dataset.pathname === window.location.pathname);
}

/** The header's Login link, shown to visitors. */
export const headerLoginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });

export async function signOut(page: Page, account: string) {
  await userMenu(page, account).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(headerLoginLink(page)).toBeVisible();
}

export interface WireAnswer { name: string; code: number; message: string }

/** Every envelope the page received, by call name (`web/userLogin`), in order of arrival. */
export function recordWire(page: Page) {
  const answers: WireAnswer[] = [];
  page.on('response', async (res) => {
    const m = new URL(res.url()).pathname.match(/^\/(web\/[^/?]+)/);
    if (!m) return;
    try {
      const body = (await res.json()) as Envelope;
      answers.push({ name: m[1], code: body.code, message: body.message });
    } catch {
      // not an envelope (the request did not reach the application)
    }
  });
  return {
    answers,
    /** Waits until `name` has answered with `code`. */
    async answered(name: string, code: number) {
      await expect.poll(() => answers.filter((a) => a.name === name).map((a) => a.code), { message: `${name} answers ${code}` }).toContain(code);
    },
  };
}
