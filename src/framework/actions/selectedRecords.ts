import type { DataProvider, Identifier, RaRecord } from 'ra-core';

/**
 * The selected records of a list: those of the page at hand or already read (`gathered`,
 * by "select all matching"), and the others (a selection kept across pages) read with
 * `getMany`, so each sends its own fields.
 */
export async function selectedRecords(
  dataProvider: DataProvider,
  resource: string,
  ids: readonly Identifier[],
  page: readonly RaRecord[],
  gathered: (id: Identifier) => RaRecord | undefined = () => undefined,
): Promise<RaRecord[]> {
  const known = new Map(page.map((record) => [String(record.id), record]));
  for (const id of ids) {
    const record = known.has(String(id)) ? undefined : gathered(id);
    if (record) known.set(String(id), record);
  }
  const missing = ids.filter((id) => !known.has(String(id)));
  if (missing.length > 0) {
    const { data } = await dataProvider.getMany<RaRecord>(resource, { ids: missing });
    for (const record of data) known.set(String(record.id), record);
  }
  return ids.map((id) => known.get(String(id)) ?? { id });
}
