import { expect, type Page } from '@playwright/test';

/** Chooses `option` in the kit's dropdown named `combobox` (a select-only combobox), as a pointer user does. */
export async function chooseOption(page: Page, combobox: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

const LANGUAGE_NAMES = { fr: 'Français', en: 'English', nl: 'Nederlands' } as const;

/**
 * Switches the interface language with the frame's switch (the footer, or the authentication frame), on the live
 * page: a first paint of Login has a native select in its place until the live page replaces it.
 */
export async function chooseLanguage(page: Page, lang: keyof typeof LANGUAGE_NAMES): Promise<void> {
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await chooseOption(page, /^(Langue|Language|Taal)$/, LANGUAGE_NAMES[lang]);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
