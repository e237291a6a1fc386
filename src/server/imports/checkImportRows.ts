import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ImportColumn } from '../../framework/import/importColumns';
import { rowToRecord } from '../../framework/import/rowToRecord';
import type { ResourceModel } from '../../framework/registry/types';
import type { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { checkParents, linkedRecords, type ParentIndex } from './parentLinks';
import type { ReferenceIndex } from './referenceIndex';

/** One row as the preview shows it and the import call sends it back. */
export interface ImportRowInput {
  line: number;
  values: Record<string, string>;
}

export interface RowReport extends ImportRowInput {
  errors: FieldErrorBody[];
}

export interface ImportTarget {
  resource: ResourceModel;
  columns: readonly ImportColumn[];
  references: ReferenceIndex;
  /** Values every record gets (fixed import values, the request's project). */
  fixed: Readonly<Record<string, unknown>>;
  /** The records a parent column may name, when the resource imports a hierarchy. */
  parents?: ParentIndex;
  /** The contract a record of the import goes in, when the resource keeps one. */
  contract?: ImportContract;
}

/**
 * The contract of the resource's `projectScope.contractField`: the one chosen in the scope tree (`id`), which every
 * record gets and no row may name another; else the project's contracts (`ofProject`), the only ones a row may name.
 */
export type ImportContract = { field: string; id: string } | { field: string; ofProject: ReadonlySet<string> };

/** Whether a row may name contract `id`: the one chosen, else any of the project's. */
export function contractTakes(contract: ImportContract, id: string): boolean {
  return 'id' in contract ? id === contract.id : contract.ofProject.has(id);
}

/** The row's record in the chosen contract (set where the row names none, an error where it names another); with none chosen, one of the project's. */
function inContract(
  record: Record<string, unknown>,
  row: ImportRowInput,
  contract: ImportContract | undefined,
): { record: Record<string, unknown>; errors: FieldErrorBody[] } {
  if (!contract) return { record, errors: [] };
  const named = record[contract.field];
  if (named !== undefined && !contractTakes(contract, String(named))) {
    const message = 'id' in contract ? 'IMPORT.OTHER_CONTRACT' : 'IMPORT.CONTRACT_OF_ANOTHER_PROJECT';
    return { record, errors: [{ field: contract.field, keyword: 'import', message, params: { value: row.values[contract.field] ?? String(named) } }] };
  }
  return { record: 'id' in contract ? { ...record, [contract.field]: contract.id } : record, errors: [] };
}

export type RowsCheck = { ok: true; ids: string[]; rows: RowReport[] } | { ok: false; rows: RowReport[] };

function errorsOf(error: ApiError): FieldErrorBody[] {
  const listed = error.body.errors;
  return listed && listed.length > 0 ? listed : [{ field: '', keyword: 'rule', message: error.body.message }];
}

/**
 * Turns rows into records and checks each with every rule of a create (schema, references,
 * unique keys, also among the rows), its contract when one is chosen and, for a hierarchy,
 * its parent: per-row, per-column errors. With `store`, and only when no row has an error, stores them all, with their
 * parents' links, in one write; otherwise stores nothing.
 */
export function checkImportRows(
  records: RecordService,
  target: ImportTarget,
  rows: readonly (ImportRowInput & { errors?: FieldErrorBody[] })[],
  { store }: { store: boolean },
): RowsCheck {
  const parsed = rows.map((row) => {
    const parsed = rowToRecord(target.columns, row.values, target.references.lookup);
    const { record, errors } = inContract(parsed.record, row, target.contract);
    return { row, body: { ...record, ...target.fixed }, errors: [...(row.errors ?? []), ...parsed.errors, ...errors] };
  });
  const parentColumn = target.parents?.definition;
  const parents =
    target.parents &&
    parentColumn &&
    checkParents(
      target.parents,
      parsed.map((entry) => ({ key: entry.body[parentColumn.by], parentKey: entry.row.values[parentColumn.column] ?? '' })),
    );
  parents?.errors.forEach((error, index) => parsed[index]?.errors.push(error));
  const cellsFailed = parsed.some((entry) => entry.errors.length > 0);
  // With parents to link, the records are built here and written with their links in one change.
  const linking = parents !== undefined && parents.parents.size > 0;
  const result = records.createMany(
    target.resource,
    parsed.map((entry) => entry.body),
    { dryRun: !store || cellsFailed || linking },
  );
  if (result.ok && store && !cellsFailed && parents && parentColumn && linking) {
    records.options.store.collection(target.resource.name).apply(linkedRecords(records, target.resource, result.records, parents, parentColumn.children));
  }
  const ruleErrors = new Map(result.ok ? [] : result.failures.map((failure) => [failure.index, errorsOf(failure.error)]));
  const reports: RowReport[] = parsed.map((entry, index) => {
    const fieldsInError = new Set(entry.errors.map((error) => error.field));
    // A cell that gave no value also fails `required`: its own error says more.
    const rules = (ruleErrors.get(index) ?? []).filter((error) => !fieldsInError.has(error.field));
    return { line: entry.row.line, values: entry.row.values, errors: [...entry.errors, ...rules] };
  });
  if (!result.ok || cellsFailed) return { ok: false, rows: reports };
  const idField = target.resource.api.idField;
  return { ok: true, ids: result.records.map((record) => String(record[idField])), rows: reports };
}
