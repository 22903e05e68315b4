// The login and registration charts, walked in the real app. Paths come from the charts (see
// support/model-paths.ts); each event of a path is something the user does or sees. Whether a
// submission is answered with success or refusal is the server's choice, so a path that expects
// a refusal is arranged up front (a wrong password, a wrong code, an unreachable platform).
import type { Page } from '@playwright/test';
import { loginFlow } from '../../src/machines/login.flow';
import { registerFlow } from '../../src/machines/register.flow';
import { test, expect, mailbox, freshEmail, strongPassword, registerByWire, loginByWire, callWire } from './support/fixtures';
import { agree, fillLoginForm, headerLoginLink, loginButton, recordWire, userMenu } from './support/app';
import { modelPaths, type ModelPath } from './support/model-paths';
import { STEP_MS, totp } from './support/totp';

interface Walk {
  page: Page;
  path: ModelPath;
  wire: ReturnType<typeof recordWire>;
  /** The account this walk uses. */
  account: string;
}

type Actions = Record<string, (walk: Walk) => Promise<void>>;

const has = (walk: Walk, event: string) => walk.path.events.includes(event);

// ------------------------------------------------------------------------------------ login
let member: { email: string; password: string };
/** A member with two-factor authentication on, and the recovery codes its logins spend (one each). */
let guarded: { email: string; password: string; recoveryCodes: string[] };

/** Registers a member and turns 2FA on through the wire, with a code of this file's own. */
async function memberWithTwoFactor() {
  const account = await registerByWire();
  const token = await loginByWire(account.email, account.password);
  const started = await callWire<{ secret: string }>('web/twoFactorStart', 'POST', {}, token);
  expect(started.code, started.message).toBe(0);
  const enabled = await callWire<{ recovery_codes: string[] }>('web/twoFactorEnable', 'POST', { code: totp(started.data.secret, Math.floor(Date.now() / STEP_MS)) }, token);
  expect(enabled.code, enabled.message).toBe(0);
  return { ...account, recoveryCodes: enabled.data.recovery_codes };
}

const codeField = (page: Page) => page.getByLabel('Authentication code');

const loginActions: Actions = {
  async RENDER({ page }) {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(loginButton(page)).toBeEnabled();
  },
  async 'SUBMIT [otherwise]'({ page }) {
    await loginButton(page).click();
    await expect(page.getByText('Account or password cannot be empty').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  },
  async 'SUBMIT [formIsValid]'(walk) {
    const { page } = walk;
    await fillLoginForm(page, walk.account, has(walk, 'logIn.failed') ? 'Wrong-pass-99' : strongPassword);
    const sent = page.waitForRequest((r) => r.url().includes('/web/userLogin'));
    await loginButton(page).click();
    await sent;
  },
  async 'logIn.done [otherwise]'({ wire }) {
    await wire.answered('web/userLogin', 0);
  },
  async 'logIn.done [needsSecondStep]'({ page, wire }) {
    await wire.answered('web/userLogin', 0);
    await expect(codeField(page)).toBeVisible();
  },
  async 'SUBMIT_CODE [codeTyped]'(walk) {
    const { page } = walk;
    // A wrong code where the path expects a refusal; otherwise one of the recovery codes, each once.
    await codeField(page).fill(has(walk, 'logInWithCode.failed') ? '000000' : guarded.recoveryCodes.pop()!);
    const sent = page.waitForRequest((r) => r.url().includes('/web/userLoginCode'));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await sent;
  },
  async 'logInWithCode.done'({ wire }) {
    await wire.answered('web/userLoginCode', 0);
  },
  async 'logInWithCode.failed'({ page, wire }) {
    await wire.answered('web/userLoginCode', 4131);
    await expect(page.getByRole('alert')).toContainText('The authentication code is wrong or was already used');
    await expect(codeField(page)).toBeVisible();
  },
  async BACK({ page }) {
    await page.getByRole('button', { name: 'Back to the password' }).click();
    await expect(loginButton(page)).toBeEnabled();
    await expect(codeField(page)).toHaveCount(0);
  },
  async 'logIn.failed'({ page, wire }) {
    await wire.answered('web/userLogin', 4100);
    await expect(page.getByRole('alert')).toContainText('Wrong account or password');
    await expect(page).toHaveURL(/\/login$/);
  },
  async SESSION_STARTED({ page, account }) {
    await expect(userMenu(page, account)).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  },
  async SESSION_REFUSED({ page }) {
    await expect(page.getByRole('alert')).toContainText('The platform could not be reached');
    await expect(page).toHaveURL(/\/login$/);
    await expect(headerLoginLink(page)).toBeVisible();
  },
};

// --------------------------------------------------------------------------------- register
const registerButton = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });

const registerActions: Actions = {
  async RENDER({ page }) {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(registerButton(page)).toBeEnabled();
  },
  async 'SUBMIT [otherwise]'({ page }) {
    await registerButton(page).click();
    await expect(page.getByText('Verification code must be filled')).toBeVisible();
    await expect(page.getByText('Please select the agreement first')).toBeVisible();
  },
  async 'SUBMIT [formIsValid]'(walk) {
    const { page, account } = walk;
    await page.getByLabel('Email address').fill(account);
    if (has(walk, 'register.failed')) {
      // No code was asked for, so any code is wrong.
      await page.getByLabel('Verification code').fill('000000');
    } else {
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Verification code').fill(await mailbox.codeFor(account));
    }
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByLabel('Confirm password').fill(strongPassword);
    await agree(page);
    const sent = page.waitForRequest((r) => r.url().includes('/web/userRegister'));
    await registerButton(page).click();
    await sent;
  },
  async 'register.done'({ page, wire }) {
    await wire.answered('web/userRegister', 0);
    await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
  },
  async 'register.failed'({ page, wire }) {
    await wire.answered('web/userRegister', 4104);
    await expect(page.getByRole('alert')).toContainText('Verification codes are not equal');
    await expect(registerButton(page)).toBeEnabled();
  },
};

// ------------------------------------------------------------------------------------ walks
function walkPaths(title: string, flow: Parameters<typeof modelPaths>[0], actions: Actions, setup: (walk: Walk) => Promise<void>) {
  const { paths, eventNames } = modelPaths(flow);

  test(`${title}: every event of the chart has a user action`, () => {
    expect(eventNames.filter((e) => !(e in actions))).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });

  for (const path of paths) {
    test(`${title} (${path.kind} path to ${path.target}): ${path.events.join(' → ')}`, async ({ page }) => {
      const walk: Walk = { page, path, wire: recordWire(page), account: '' };
      await setup(walk);
      for (const event of path.events) {
        await test.step(event, () => actions[event](walk));
      }
    });
  }
}

test.describe('login chart', () => {
  test.beforeAll(async () => {
    member = await registerByWire();
    guarded = await memberWithTwoFactor();
  });
  walkPaths('login', loginFlow, loginActions, async (walk) => {
    walk.account = has(walk, 'logIn.done [needsSecondStep]') ? guarded.email : member.email;
    if (has(walk, 'SESSION_REFUSED')) {
      // The user's info cannot be loaded after the login: the session drops the new token.
      await walk.page.route('**/web/getInfo**', (route) => route.abort('connectionfailed'));
    }
  });
});

test.describe('register chart', () => {
  walkPaths('register', registerFlow, registerActions, async (walk) => {
    walk.account = freshEmail('path');
  });
});
