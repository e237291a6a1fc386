import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The records of other resources that generated activities point at, read from the committed fixtures. */
export interface ReferenceData {
  disciplines: { _id: string; identifier: string; name: string }[];
  activityTypes: { _id: string; name: string; states: { status: number; conclusive: boolean }[] }[];
  documentTypes: { _id: string; code: string }[];
  tasks: { _id: string; description: string; disciplineId: string; order: number; status: number }[];
  events: { _id: string; name: string }[];
  /** `contract`: the project's main contract, which generated activities belong to. */
  projects: { _id: string; code: string; ficSiteId?: string; contract?: string }[];
  users: { _id: string; firstName: string; lastName: string; projects: string[] }[];
  userGroups: { _id: string; name: string; projectId?: string }[];
  elements: { _id: string; identifier: string; name: string; disciplineId?: string; projectId?: string; children: string[]; tree?: string }[];
  /** Fixture files that were not found: the references they would give are left out. */
  missing: string[];
}

/** A fixture that cannot be used; the message names the file and the record. */
export class ReferenceDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReferenceDataError';
  }
}

type Row = Record<string, unknown>;

function readRows(dir: string, file: string, missing: string[]): Row[] {
  const path = join(dir, file);
  if (!existsSync(path)) {
    missing.push(file);
    return [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ReferenceDataError(`${path}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!Array.isArray(parsed)) throw new ReferenceDataError(`${path}: must hold a JSON array of records`);
  return parsed.map((row: unknown, index) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) throw new ReferenceDataError(`${path}#/${index}: each record must be a JSON object`);
    return row as Row;
  });
}

/** Reads typed fields, naming the file and record of the first one missing. */
function fields(file: string) {
  const where = (index: number, key: string) => `${file}#/${index}/${key}`;
  return {
    text(row: Row, index: number, key: string): string {
      const value = row[key];
      if (typeof value !== 'string') throw new ReferenceDataError(`${where(index, key)}: expected text, found ${JSON.stringify(value)}`);
      return value;
    },
    number(row: Row, index: number, key: string): number {
      const value = row[key];
      if (typeof value !== 'number') throw new ReferenceDataError(`${where(index, key)}: expected a number, found ${JSON.stringify(value)}`);
      return value;
    },
    optionalText(row: Row, key: string): string | undefined {
      const value = row[key];
      return typeof value === 'string' ? value : undefined;
    },
  };
}

/** Reads the reference fixtures of `dir` (the committed `fixtures/`); a missing file is listed in `missing`. */
export function readReferenceData(dir: string): ReferenceData {
  const missing: string[] = [];
  const load = <T>(file: string, map: (row: Row, index: number, read: ReturnType<typeof fields>) => T): T[] =>
    readRows(dir, file, missing).map((row, index) => map(row, index, fields(join(dir, file))));

  return {
    disciplines: load('discipline.json', (row, i, read) => ({
      _id: read.text(row, i, '_id'),
      identifier: read.text(row, i, 'identifier'),
      name: read.text(row, i, 'name'),
    })),
    activityTypes: load('activity-type.json', (row, i, read) => ({
      _id: read.text(row, i, '_id'),
      name: read.text(row, i, 'name'),
      states: (Array.isArray(row.states) ? (row.states as unknown[]) : []).flatMap((state) =>
        state !== null && typeof state === 'object' && typeof (state as Row).status === 'number'
          ? [{ status: (state as Row).status as number, conclusive: (state as Row).conclusive === true }]
          : [],
      ),
    })),
    documentTypes: load('document-type.json', (row, i, read) => ({ _id: read.text(row, i, '_id'), code: read.text(row, i, 'code') })),
    tasks: load('task.json', (row, i, read) => ({
      _id: read.text(row, i, '_id'),
      description: read.text(row, i, 'description'),
      disciplineId: read.text(row, i, 'disciplineId'),
      order: read.number(row, i, 'order'),
      status: read.number(row, i, 'status'),
    })),
    events: load('event.json', (row, i, read) => ({ _id: read.text(row, i, '_id'), name: read.text(row, i, 'name') })),
    projects: load('project.json', (row, i, read) => {
      const ficSiteId = read.optionalText(row, 'ficSiteId');
      const contract = read.optionalText(row, 'contract');
      return { _id: read.text(row, i, '_id'), code: read.text(row, i, 'code'), ...(ficSiteId ? { ficSiteId } : {}), ...(contract ? { contract } : {}) };
    }),
    users: load('user.json', (row, i, read) => ({
      _id: read.text(row, i, '_id'),
      firstName: read.text(row, i, 'firstName'),
      lastName: read.text(row, i, 'lastName'),
      projects: Array.isArray(row.projects) ? row.projects.filter((id): id is string => typeof id === 'string') : [],
    })),
    userGroups: load('user-group.json', (row, i, read) => {
      const projectId = read.optionalText(row, 'projectId');
      return { _id: read.text(row, i, '_id'), name: read.text(row, i, 'name'), ...(projectId ? { projectId } : {}) };
    }),
    elements: load('element.json', (row, i, read) => {
      const disciplineId = read.optionalText(row, 'disciplineId');
      const projectId = read.optionalText(row, 'projectId');
      const tree = read.optionalText(row, 'tree');
      return {
        _id: read.text(row, i, '_id'),
        identifier: read.text(row, i, 'identifier'),
        name: read.text(row, i, 'name'),
        children: Array.isArray(row.children) ? row.children.filter((child): child is string => typeof child === 'string') : [],
        ...(disciplineId ? { disciplineId } : {}),
        ...(projectId ? { projectId } : {}),
        ...(tree ? { tree } : {}),
      };
    }),
    missing,
  };
}
