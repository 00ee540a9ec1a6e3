import { expect, test, type Page } from '@playwright/test';

async function openBugDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Report Bug' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.serial('bug reports', () => {
  test('a report is refused while too short, then submitted, and appears on /corrections', async ({ page }) => {
    const dialog = await openBugDialog(page);
    const description = `The crafting tree overlaps its labels ${Date.now()}`;
    await dialog.getByRole('combobox').first().selectOption('ui');
    await dialog.getByRole('textbox', { name: /description/i }).fill('Too short');
    await expect(dialog.getByText('9/20')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: /description/i }).fill(description);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(/#\d+|\b\d+\b/)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 6000 });

    await page.goto('/corrections');
    // Newest first: our report is the first row; its detail row shows the description.
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toContainText('Pending');
    await firstRow.click();
    await expect(page.getByText(description)).toBeVisible();
  });

  test('rapid submissions get the 429 text', async ({ page }) => {
    const dialog = await openBugDialog(page);
    const limitText = 'Too many submissions. Please wait before submitting again.';
    for (let attempt = 0; attempt < 10; attempt++) {
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Report Bug' }).click();
      await dialog.getByRole('combobox').first().selectOption('data');
      await dialog.getByRole('textbox', { name: /description/i }).fill(`Rapid report number ${attempt} with enough text`);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      // Whichever comes first: the limit text, or the dialog closing itself after a success.
      const outcome = await Promise.race([
        dialog.getByText(limitText).waitFor({ timeout: 8000 }).then(() => 'limited' as const, () => 'timeout' as const),
        page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 8000 }).then(() => 'accepted' as const, () => 'timeout' as const),
      ]);
      if (outcome === 'limited') break;
    }
    await expect(dialog.getByText(limitText)).toBeVisible();
  });
});
