// Sign-in steps shared by the journeys, done the way a person does them.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl()}/auth`);
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

// Generous: a full reload (sign-out) on a busy machine can take seconds; a wrong path still fails.
export async function waitForPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe(path);
}

/**
 * Logs out from the avatar menu: opened with a click, then chosen by keyboard (End, Enter), which
 * does not depend on where the menu sits while the page around it is still settling.
 */
export async function logOutFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
}

/**
 * Chooses an item of the avatar menu: the menu opened with a click, the item then found by typing
 * its name (the menu's typeahead) and chosen with Enter. Like logging out, this does not depend on
 * where the menu sits while the page around it is still settling: a click there once landed beside
 * the item on a busy CI machine, and the menu closed without going anywhere.
 */
export async function chooseFromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  const choice = page.getByRole('menuitem', { name: item });
  await choice.waitFor();
  await page.keyboard.type(item);
  await expect.poll(() => choice.getAttribute('data-highlighted')).not.toBeNull();
  await page.keyboard.press('Enter');
}
