import { expect, test, type Page } from '@playwright/test';

// The crafting page against the whole stack and the seeded sample world: the armourer's Noble Steel Great Helm
// takes 3 Dwarf-steel Ingots (each 2 Dwarf-iron Ore and a coal) and 1 Sturdy Leather; the cook's Baked Roast is the
// second recipe of the shopping list.

const tree = (page: Page) => page.getByRole('region', { name: 'Crafting-chain tree' });
const node = (page: Page, name: RegExp) => tree(page).getByRole('group', { name });
const summaryColumn = (page: Page, title: string) => page.getByRole('list', { name: title });

async function openRecipe(page: Page, search: string, name: string) {
  const box = page.getByPlaceholder('Search recipes...');
  await box.fill(search);
  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test.describe('crafting', () => {
  test('search a recipe, open it, expand and collapse its tree, and ×10 multiplies the totals', async ({ page }) => {
    await page.goto('/crafting');
    await expect(page.getByRole('heading', { level: 1, name: 'Crafting' })).toBeVisible();
    await expect(page.getByText(/^\d+ recipes found$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status bar' })).toContainText(/\d+ recipes/);

    await openRecipe(page, 'great helm', 'Noble Steel Great Helm');
    await expect(page).toHaveURL(/[?&]recipe=\d+/);
    await expect(page.getByText(/Base critical chance: \d+%/)).toBeVisible();

    // The tree: results on top, the ingot expanded down to its ore; coal never drawn, the optional flux hidden.
    await expect(node(page, /^Result: Noble Steel Great Helm ×1$/)).toBeVisible();
    await expect(node(page, /^Critical result/)).toBeVisible();
    await expect(node(page, /^Dwarf-steel Ingot ×3, Crafted$/)).toBeVisible();
    await expect(node(page, /^Dwarf-iron Ore ×6, Gathered$/)).toBeVisible();
    await expect(node(page, /Coal/)).toHaveCount(0);
    await expect(node(page, /Flux/)).toHaveCount(0);

    await tree(page).getByRole('button', { name: 'Collapse Dwarf-steel Ingot' }).click();
    await expect(node(page, /^Dwarf-iron Ore/)).toHaveCount(0);
    await tree(page).getByRole('button', { name: 'Expand Dwarf-steel Ingot' }).click();
    await expect(node(page, /^Dwarf-iron Ore ×6/)).toBeVisible();
    await page.getByRole('button', { name: 'Collapse All' }).click();
    await expect(node(page, /^Dwarf-iron Ore/)).toHaveCount(0);
    await expect(node(page, /^Sturdy Hide/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand All' }).click();
    await expect(node(page, /^Dwarf-iron Ore ×6/)).toBeVisible();
    await page.getByRole('button', { name: 'Show Optional' }).click();
    await expect(node(page, /^Masterful Flux ×1, /)).toBeVisible();
    await page.getByRole('button', { name: 'Hide Optional' }).click();

    // ×10: every total ten times (the ore 6 → 60, the XP ten times).
    const ore = summaryColumn(page, 'Raw Materials Needed').getByRole('listitem').filter({ hasText: 'Dwarf-iron Ore' });
    await expect(ore).toContainText('×6');
    const xp = page.getByTestId('crafting-total-xp');
    const xpOnce = Number((await xp.innerText()).replace(/\D/g, ''));
    expect(xpOnce).toBeGreaterThan(0);
    await page.getByRole('button', { name: '×10', exact: true }).click();
    await expect(page).toHaveURL(/[?&]x=10/);
    await expect(ore).toContainText('×60');
    await expect(xp).toHaveText(`${xpOnce * 10} XP`);
    await expect(node(page, /^Dwarf-iron Ore ×60, Gathered$/)).toBeVisible();

    // The link restores the recipe and its multiplier.
    const link = page.url();
    await page.goto('/crafting');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'Noble Steel Great Helm' })).toBeVisible();
    await expect(page.getByRole('button', { name: '×10', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('calculator from T1 0 points to T2 Grand Master', async ({ page }) => {
    await page.goto('/crafting');
    await page.getByRole('button', { name: 'Crafting XP Calculator' }).click();
    const panel = page.getByRole('complementary', { name: 'Crafting XP Calculator' });
    await expect(panel).toBeVisible();
    await panel.getByRole('combobox', { name: 'Profession' }).selectOption('armourer');
    await expect(panel.getByRole('combobox', { name: 'Current tier' })).toHaveValue('1:proficiency');
    await expect(panel.getByRole('spinbutton', { name: 'Points' })).toHaveValue('0');
    await expect(panel.getByRole('radio', { name: 'Tier 2 Grand Master' })).toBeChecked();
    await expect(panel.getByText('Points needed: 1440')).toBeVisible();

    for (const [tier, name, points] of [
      [1, 'Apprentice', 600],
      [2, 'Journeyman', 840],
    ] as const) {
      const section = panel.getByRole('region', { name: `Tier ${tier} · ${name}` });
      await expect(section).toContainText(`${points} points`);
      const recipes = section.getByRole('checkbox');
      await expect(recipes.first()).toBeChecked();
      await expect(section.getByText(/^\d+ crafts$/).first()).toBeVisible();
    }
    const totals = panel.getByRole('region', { name: 'Totals' });
    await expect(totals.getByText(/^Raw materials \(\d+\)$/)).toBeVisible();
    await expect(totals).toContainText(/Crafts\d+/);

    // A new tier resets the points; targets already reached are disabled.
    await panel.getByRole('spinbutton', { name: 'Points' }).fill('150');
    await expect(panel.getByText('Points needed: 1290')).toBeVisible();
    await panel.getByRole('combobox', { name: 'Current tier' }).selectOption({ label: 'T2' });
    await expect(panel.getByRole('spinbutton', { name: 'Points' })).toHaveValue('0');
    await expect(panel.getByRole('radio', { name: 'Tier 1 Grand Master' })).toBeDisabled();
    await expect(page).toHaveURL(/calcTier=2/);
  });

  test('add two recipes to the shopping list, tick one off, and find it again after a reload', async ({ page }) => {
    await page.goto('/crafting');
    await openRecipe(page, 'great helm', 'Noble Steel Great Helm');
    await page.getByRole('button', { name: '×5', exact: true }).click();
    await page.getByRole('button', { name: 'Add ×5 to shopping list' }).click();
    await expect(page.getByText('Added ×5 to the shopping list')).toBeVisible();
    await openRecipe(page, 'baked roast', 'Baked Roast');
    await page.getByRole('button', { name: 'Add ×5 to shopping list' }).click();

    await page.getByRole('tab', { name: 'Shopping list (2)' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Shopping list' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Crafts of Noble Steel Great Helm' })).toHaveValue('5');
    await expect(page.getByRole('spinbutton', { name: 'Crafts of Baked Roast' })).toHaveValue('5');
    await expect(page.getByRole('heading', { name: 'Gather — Prospector' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buy from vendors' })).toBeVisible();
    const ore = page.getByRole('checkbox', { name: 'Got Dwarf-iron Ore' });
    await ore.check();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Got Dwarf-iron Ore' })).toBeChecked();
    await expect(page.getByRole('tab', { name: 'Shopping list (2)' })).toHaveAttribute('aria-selected', 'true');
  });
});
