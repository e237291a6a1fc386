import type { FicFilter, FicListItem, FicListRow } from '../../contracts/fic';
import type { FicKindDefinition } from './ficKinds';
import type { FicItem, FicRow } from './ficSeed';

/** How a project's imports mark the items. */
export interface ImportedMarks {
  here: ReadonlySet<string>;
  /** The code of the project, as `importedIntoProject` names it. */
  projectCode: string;
}

/** An item as a list shows it (spec §3: isImported, isImportedSystem, importedIntoProject). */
export function itemView(item: FicItem, definition: FicKindDefinition, marks: ImportedMarks): FicListItem {
  const here = marks.here.has(item._id);
  const elsewhere = item.importedIntoProject !== undefined;
  const into = here ? marks.projectCode : item.importedIntoProject;
  return {
    _id: item._id,
    number: item.number,
    [definition.numberField]: item.number,
    tag: item.tag,
    description: item.description,
    discipline: item.discipline,
    status: item.status,
    siteId: item.siteId,
    ...(item.workorderid ? { workorderid: item.workorderid } : {}),
    isImported: here || elsewhere,
    isImportedSystem: elsewhere,
    ...(into ? { importedIntoProject: into } : {}),
  };
}

/** A row of a list: the group's (or single item's) facts, its items, imported when any item is (spec §4). */
export function rowView(row: FicRow, definition: FicKindDefinition, marks: ImportedMarks): FicListRow {
  const activities = row.items.map((item) => itemView(item, definition, marks));
  const importedInto = activities.find((item) => item.isImported)?.importedIntoProject;
  return {
    _id: row._id,
    number: row.number,
    [definition.numberField]: row.number,
    tag: row.tag,
    description: row.description,
    discipline: row.discipline,
    status: row.status,
    siteId: row.siteId,
    isImported: activities.some((item) => item.isImported),
    isImportedSystem: activities.some((item) => item.isImportedSystem),
    ...(importedInto ? { importedIntoProject: importedInto } : {}),
    activities,
  };
}

/** Whether a row passes the list's filters (a blank number filters nothing). */
export function rowMatches(row: FicRow, filter: FicFilter, marks: ImportedMarks): boolean {
  if (filter.status !== undefined && row.status !== filter.status) return false;
  const number = filter.number?.trim();
  if (number) {
    const wanted = number.toLowerCase();
    if (!row.number.toLowerCase().includes(wanted) && !row.items.some((item) => item.number.includes(wanted) || item._id.toLowerCase().includes(wanted)))
      return false;
  }
  if (filter.imported !== undefined) {
    const imported = row.items.some((item) => marks.here.has(item._id) || item.importedIntoProject !== undefined);
    if (imported !== filter.imported) return false;
  }
  return true;
}
