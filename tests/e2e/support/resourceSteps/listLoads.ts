import { expect } from 'vitest';
import type { ResourceStep } from './types';
import { openList } from './waitForList';

const RAW_ID = /^[0-9a-f]{24}$/i;

/**
 * The list opens with no API failure and no page error, and shows no record by its raw
 * id (references by their representation; ids only when the definition asks for the column).
 */
export const listLoads: ResourceStep = async ({ page, session, appUrl, resource, apiFailures }) => {
  const failuresBefore = apiFailures.length;
  const errorsBefore = session.pageErrors.length;
  await openList(page, appUrl, resource.name);
  expect(apiFailures.slice(failuresBefore), 'API calls that failed').toEqual([]);
  expect(session.pageErrors.slice(errorsBefore), 'uncaught page errors').toEqual([]);
  const idColumn = resource.list.columns.some((column) => column.field === resource.api.idField);
  if (!idColumn) {
    const cells = await page.locator('.RaList-content td, .RaList-content li').allInnerTexts();
    expect(
      cells.map((text) => text.trim()).filter((text) => RAW_ID.test(text)),
      'raw ids shown in the list',
    ).toEqual([]);
  }
};
