import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FormEntry } from './validRecordPlan';

/** The first option of the open listbox that holds a value (not "no results", not the empty choice). */
async function pickFirstOption(page: Page, what: string): Promise<void> {
  const listbox = page.locator('[role="listbox"]').last();
  await listbox.waitFor();
  const options = listbox.locator('[role="option"]:not([data-value=""]):not([aria-disabled="true"])');
  await expect.poll(() => options.count(), { timeout: 10_000, message: `${what}: no option offered` }).toBeGreaterThan(0);
  await options.first().click();
}

/** rjsf's select: MUI puts the field's id on the hidden input's combobox as `mui-component-select-<name>`. */
function selectOf(page: Page, id: string): Locator {
  return page.locator(`[id="mui-component-select-${id}"], [role="combobox"][id="${id}"]`).first();
}

/** Does what `entry` says in the form on `page`, as a user would (click, type, pick). */
export async function fillEntry(page: Page, entry: FormEntry): Promise<void> {
  switch (entry.kind) {
    case 'type': {
      const input = page.locator(`[id="${entry.id}"]`);
      await input.fill(entry.value);
      return;
    }
    case 'choose':
      await selectOf(page, entry.id).click();
      await pickFirstOption(page, entry.id);
      await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
      return;
    case 'tick': {
      const box = page.locator(`input[type="checkbox"][id="${entry.id}"]`);
      await box.setChecked(entry.checked);
      return;
    }
    case 'reference': {
      const input = page.locator(`input[id="${entry.id}"]`);
      // ArrowDown opens the options whether or not focus already opened them (a click would toggle).
      await input.focus();
      await page.keyboard.press('ArrowDown');
      await pickFirstOption(page, entry.id);
      if (entry.multiple) await page.keyboard.press('Escape');
      await input.blur();
      return;
    }
    case 'add': {
      const item = page.locator(`[id^="${entry.id}_${entry.index}_"], [id="${entry.id}_${entry.index}"]`);
      if ((await item.count()) > 0) return;
      await page.locator(`[id="${entry.id}__add"]`).click();
      await expect.poll(() => item.count(), { message: `${entry.id}: item ${entry.index} not added` }).toBeGreaterThan(0);
      return;
    }
  }
}
