import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { writePng } from './support/png';
import { signIn, waitForPath } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const title = `Sizing a heat pump for a Hertford terrace ${Date.now()}`;

describe('education articles', () => {
  it('an editor publishes an article with an uploaded image, and a visitor reads it', async () => {
    const editor = await newPage();
    await signIn(editor, 'editor@example.com', 'password123');
    await waitForPath(editor, '/admin');
    await editor.goto(`${baseUrl()}/admin/articles/new`);

    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Excerpt').fill('What a heat loss survey tells you before you buy.');
    await editor
      .getByLabel('Content')
      .fill('Start with a survey.\n\n## What the survey measures\n\n- Walls\n- Windows');
    await editor.getByRole('button', { name: 'Heat Pumps', exact: true }).click();
    await editor
      .getByLabel('Image file to upload')
      .setInputFiles(writePng('heat-pump.png', 16, 9, '16a34a'));
    await editor
      .getByText("Image uploaded successfully! Don't forget to save your changes.")
      .waitFor();
    expect(await editor.getByLabel('Image URL').inputValue()).toMatch(
      /^\/objects\/public\/article-image\/.+\.png$/,
    );
    await editor.getByText('Publish Article').click();
    await editor.getByRole('button', { name: 'Update Article' }).click();
    await waitForPath(editor, '/admin');
    await editor.getByText('Article created successfully!').waitFor();

    const visitor = await newPage();
    await visitor.goto(`${baseUrl()}/education`);
    await visitor
      .getByRole('group', { name: 'Filter articles by category' })
      .getByRole('link', { name: 'Heat Pumps' })
      .click();
    await visitor.waitForURL((url) => url.searchParams.get('category') === 'Heat Pumps');
    await visitor.getByRole('link', { name: title }).click();
    await expect
      .poll(() => new URL(visitor.url()).pathname, { timeout: 10_000 })
      .toMatch(/^\/education\/\d+$/);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByRole('heading', { level: 2, name: 'What the survey measures' }).waitFor();
    const image = visitor.getByRole('img', { name: title });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(16);
    await screenshot(visitor, 'article-with-uploaded-image');
  });
});

describe('getting in touch', () => {
  it('a visitor subscribes in the footer and sends a contact message from /about', async () => {
    const visitor = await newPage();
    await visitor.goto(`${baseUrl()}/about`);

    await visitor.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`);
    await visitor.getByText("I'm a homeowner").click();
    await visitor.getByRole('button', { name: 'Subscribe' }).click();
    // Nothing here woke the app: the browser posted the form, and the newsletter page answers.
    await visitor.waitForURL((url) => url.pathname === '/newsletter');
    await visitor.getByRole('status').getByText('Successfully Subscribed!').waitFor();
    await visitor.getByRole('link', { name: 'Back to where you were' }).click();
    await visitor.waitForURL((url) => url.pathname === '/about');

    const contact = visitor.getByRole('form', { name: 'Contact us' });
    await contact.getByLabel('Name').fill('Priya Shah');
    await contact.getByLabel('Email', { exact: true }).fill('priya@example.com');
    await contact.getByLabel('Subject (optional)').fill('Coverage');
    await contact.getByLabel('Message').fill('Do your members cover Tring and Berkhamsted?');
    const question = (await contact.getByText(/^What is \d+ \+ \d+\?$/).textContent()) ?? '';
    const [, first, second] = /What is (\d+) \+ (\d+)\?/.exec(question) ?? [];
    await contact.getByLabel(question).fill(String(Number(first) + Number(second)));
    await contact.getByRole('button', { name: 'Send Message' }).click();
    // Nor here: the browser posted the form, and the page answers, opened at the form's place.
    await visitor.getByRole('status').getByText('Message sent!').waitFor();
    expect(new URL(visitor.url()).hash).toBe('#contact');
    await screenshot(visitor, 'about-contact');
  });
});
