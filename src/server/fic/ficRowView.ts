import type { FicKindDefinition } from './ficKinds';
import type { FicListQuery } from './ficListQuery';
import type { FicItem, FicRow } from './ficSeed';

/** An item as a list shows it (spec §3: isImported, isImportedSystem, importedIntoProject). */
export interface FicItemView {
  _id: string;
  number: string;
  tag: string;
  description: string;
  discipline: string;
  status: string;
  siteId: string;
  workorderid?: string;
  isImported: boolean;
  isImportedSystem: boolean;
  importedIntoProject?: string;
  [numberField: string]: unknown;
}

/** A row of a list: the group's (or single item's) facts, its items, imported when any item is (spec §4). */
export interface FicRowView extends Omit<FicItemView, 'workorderid'> {
  activities: FicItemView[];
}

/** How a project's imports mark the items. */
export interface ImportedMarks {
  here: ReadonlySet<string>;
  /** The code of the project, as `importedIntoProject` names it. */
  projectCode: string;
}

export function itemView(item: FicItem, definition: FicKindDefinition, marks: ImportedMarks): FicItemView {
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

export function rowView(row: FicRow, definition: FicKindDefinition, marks: ImportedMarks): FicRowView {
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

/** Whether a row passes the list's filters (paging aside). */
export function rowMatches(row: FicRow, query: Omit<FicListQuery, 'pageSize' | 'pageno' | 'collectionCount'>, marks: ImportedMarks): boolean {
  if (query.status !== undefined && row.status !== query.status) return false;
  if (query.number !== undefined) {
    const wanted = query.number.toLowerCase();
    if (!row.number.toLowerCase().includes(wanted) && !row.items.some((item) => item.number.includes(wanted) || item._id.toLowerCase().includes(wanted))) return false;
  }
  if (query.imported !== undefined) {
    const imported = row.items.some((item) => marks.here.has(item._id) || item.importedIntoProject !== undefined);
    if (imported !== query.imported) return false;
  }
  return true;
}
