// The login and registration charts, walked in the real app. Paths come from the charts (see
// support/model-paths.ts); each event of a path is something the user does or sees. Whether a
// submission is answered with success or refusal is the server's choice, so a path that expects
// a refusal is arranged up front (a wrong password, a wrong code, an unreachable platform).
import type { Page } from '@playwright/test';
import { loginFlow } from '../../src/machines/login.flow';
import { registerFlow } from '../../src/machines/register.flow';
import { test, expect, mailbox, freshEmail, strongPassword, registerByWire } from './support/fixtures';
import { agree, fillLoginForm, headerLoginLink, loginButton, recordWire, userMenu } from './support/app';
import { modelPaths, type ModelPath } from './support/model-paths';

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
    await fillLoginForm(page, walk.account, has(walk, 'logIn.failed') ? 'Wrong-pass-99' : member.password);
    const sent = page.waitForRequest((r) => r.url().includes('/web/userLogin'));
    await loginButton(page).click();
    await sent;
  },
  async 'logIn.done'({ wire }) {
    await wire.answered('web/userLogin', 0);
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
  });
  walkPaths('login', loginFlow, loginActions, async (walk) => {
    walk.account = member.email;
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
