// Content editing end to end: a content editor signs in to /ops, sees only the Content section,
// edits the about page in English and in Polish with a preview drawn as the public page draws it,
// and a visitor reads the new text on /about in both languages. The English history lists the
// seeded version and the edit; restoring the seeded version brings its text back to /about.
// An editor also writes a new help article in English: the help centre lists it, marked as English
// in Polish; taken off the site from its edit page it leaves the list, and put back it returns.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { signInToConsole } from './support/app';

const editor = { email: `content.editor.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };

let platform: SpotPlatform;
let site: { name: string; assets: number };
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  platform = await startSpotPlatform();
  const made = platform.ops('create-operator', '--email', editor.email, '--password', editor.password, '--role', 'editor');
  if (made.status !== 0) throw new Error(`the operator was not created: ${made.stderr}`);
  const settings = await platform.call('getSetting', 'GET');
  site = { name: settings.data.site_name, assets: settings.data.asset_count };
});
test.afterAll(async () => {
  await platform?.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: platform.url, locale: 'en-US' })).newPage();
}

async function editorConsole(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  await signInToConsole(page, editor);
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Content' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(1); // an editor reviews nothing
  await expect(page).toHaveURL(/\/ops\/content$/);
  return page;
}

async function saveText(page: Page, language: string, title: string, body: string, shownTitle: string) {
  await page.getByRole('navigation', { name: 'Language to edit' }).getByRole('button', { name: language }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Text', { exact: true }).fill(body);
  const preview = page.getByTestId('content-preview');
  await expect(preview.getByText(shownTitle, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as version 2.' })).toBeVisible();
}

test('an editor changes the about page in English and Polish, a visitor reads both, and a restore brings the old text back', async ({ browser }) => {
  const console = await editorConsole(browser);
  const visitor = await newPage(browser);
  await visitor.goto('/about');
  const seededTitle = `About ${site.name}`;
  await expect(visitor.getByRole('heading', { level: 1, name: seededTitle })).toBeVisible();

  // The list says every language of the about page is filled; its edit page opens in English.
  const aboutRow = console.getByRole('row').filter({ hasText: 'About {site}' });
  await expect(aboutRow).toContainText('12 of 12 filled');
  await aboutRow.getByRole('link', { name: 'Edit About {site}' }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Edit text 1' })).toBeVisible();

  // The preview fills the placeholders as the public page does: the listed assets are counted.
  await saveText(console, 'English', '{site}: who we are', `We list {assets} assets.\n\nWrite to us any time.`, `${site.name}: who we are`);
  await expect(console.getByTestId('content-preview')).toContainText(`We list ${site.assets} assets.`);
  await saveText(console, 'Polski', '{site}: kim jesteśmy', 'Notujemy {assets} aktywów.', `${site.name}: kim jesteśmy`);

  // The visitor sees the new text in English, then in Polish (not marked as English).
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: `${site.name}: who we are` })).toBeVisible();
  await expect(visitor.getByText('Write to us any time.')).toBeVisible();
  await visitor.getByRole('banner').getByLabel('Language').selectOption('pl');
  await expect(visitor.getByRole('heading', { level: 1, name: `${site.name}: kim jesteśmy` })).toBeVisible();
  await expect(visitor.getByText(`Notujemy ${site.assets} aktywów.`)).toBeVisible();
  await expect(visitor.getByTestId('shown-in-english')).toHaveCount(0);

  // The English history lists both versions, with who saved each; restoring the seeded one is version 3.
  await console.getByRole('navigation', { name: 'Language to edit' }).getByRole('button', { name: 'English' }).click();
  const history = console.getByRole('table', { name: 'History in English' });
  await expect(history.locator('tr[data-version]')).toHaveCount(2);
  await expect(history.locator('tr[data-version="2"]')).toContainText(editor.email);
  await expect(history.locator('tr[data-version="1"]')).toContainText('seed');
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(console.getByRole('status').filter({ hasText: 'Version 1 restored as version 3.' })).toBeVisible();
  await expect(history.locator('tr[data-version="3"]')).toContainText('restores version 1');
  await expect(console.getByLabel('Title', { exact: true })).toHaveValue('About {site}');

  // The English page shows the seeded text again; the Polish edit stays.
  await visitor.getByRole('banner').getByLabel('Język').selectOption('en');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: seededTitle })).toBeVisible();
  await visitor.getByRole('banner').getByLabel('Language').selectOption('pl');
  await expect(visitor.getByRole('heading', { level: 1, name: `${site.name}: kim jesteśmy` })).toBeVisible();
});

test('an editor writes a help article in English, other languages show it marked as English, and taking it off the site hides it until it is put back', async ({ browser }) => {
  const console = await editorConsole(browser);
  const visitor = await newPage(browser);
  const title = `Withdrawing to a new address (${Date.now().toString(36)})`;

  // Written in English first; the other eleven languages stay missing.
  await console.getByRole('link', { name: 'New help article or notice' }).click();
  await expect(console).toHaveURL(/\/ops\/content\/new$/);
  await console.getByLabel('Kind').selectOption('help');
  await console.getByLabel('Title (English)').fill(title);
  await console.getByLabel('Text (English)').fill('A new address waits 24 hours before its first withdrawal.\n\nThis keeps your funds safe.');
  await console.getByRole('button', { name: 'Create' }).click();
  await expect(console.getByRole('heading', { level: 1, name: /^Edit text \d+$/ })).toBeVisible();
  const articleUrl = new RegExp(`/helpDetail\\?id=${console.url().match(/\/ops\/content\/(\d+)$/)?.[1]}$`);
  await expect(console.getByRole('navigation', { name: 'Language to edit' }).getByRole('button').filter({ hasText: 'missing' })).toHaveCount(11);
  const publication = console.getByTestId('text-publication');
  await expect(publication).toContainText('On the site');

  // A visitor finds it in the help centre: in English unmarked, in Polish marked as shown in English.
  await visitor.goto('/help');
  const listed = visitor.getByRole('main').getByRole('link', { name: title });
  await expect(listed).toBeVisible();
  await expect(listed.getByTestId('in-english')).toHaveCount(0);
  await visitor.getByRole('banner').getByLabel('Language').selectOption('pl');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Centrum pomocy' })).toBeVisible();
  await expect(listed.getByTestId('in-english')).toHaveText('Po angielsku');
  await listed.click();
  await expect(visitor).toHaveURL(articleUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId('shown-in-english')).toBeVisible();
  await expect(visitor.getByText('This keeps your funds safe.')).toBeVisible();

  // Taken off the site from its edit page, it leaves the help centre; put back, it returns.
  await publication.getByRole('button', { name: 'Take off the site' }).click();
  await expect(console.getByRole('status').filter({ hasText: 'Taken off the site: members no longer see it.' })).toBeVisible();
  await expect(publication).toContainText('Off the site');
  await visitor.goto('/help');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Centrum pomocy' })).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('listitem').first()).toBeVisible(); // the list has loaded
  await expect(listed).toHaveCount(0);
  await publication.getByRole('button', { name: 'Put back on the site' }).click();
  await expect(console.getByRole('status').filter({ hasText: 'Back on the site: members see it again.' })).toBeVisible();
  await expect(publication).toContainText('On the site');
  await visitor.reload();
  await expect(listed.getByTestId('in-english')).toHaveText('Po angielsku');
});
