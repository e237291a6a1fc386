import { Readable } from 'node:stream';
import { IMPORT_TEMPLATE, importCallsOf, PREVIEW_PAGE, XLSX_TYPE, type ImportCalls } from '../../contracts/imports';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import { buildTemplate } from '../../framework/import/buildTemplate';
import type { ImportColumn } from '../../framework/import/importColumns';
import { rolesAllow } from '../../framework/registry/access';
import { enumChoices, propertySchema } from '../../framework/registry/schemaProperties';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { forbidden } from '../auth/protectResourceRoute';
import { projectViewOf } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import { StreamBody } from '../http/streamBody';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import type { RecordScopeOf } from '../scope/recordScope';
import type { FeatureModule } from '../routes/featureModule';
import { checkImportRows, contractTakes, type ImportRowInput, type RowReport } from './checkImportRows';
import { checkWorkbookLimits } from './checkWorkbookLimits';
import { importCall, type ImportCall } from './importTarget';
import { createPreviewStore, errorCountOf, type PreviewStore } from './previewStore';
import { readImportFile } from './readImportFile';
import { receiveWorkbook, type ReceivedWorkbook } from './receiveWorkbook';
import { runAsyncImport } from './runAsyncImport';

function importable(model: RegistryModel): ResourceModel[] {
  return model.resources.filter((resource) => resource.import !== undefined);
}

function rowErrors(rows: readonly RowReport[]): ApiError {
  const failed = rows.filter((row) => row.errors.length > 0);
  return new ApiError(400, {
    error: 'IMPORT_ROWS_INVALID',
    message: `${failed.length} of ${rows.length} rows have errors: nothing was imported.`,
    rows: failed,
  });
}

const PREVIEW_EXPIRED = () => new ApiError(404, { error: 'IMPORT_PREVIEW_EXPIRED', message: 'This preview is unknown or has expired: upload the file again.' });

/** Who a preview belongs to: the user, the resource and the project it was read for. */
function previewOwner(user: RequestUser, resource: ResourceModel): string {
  return `${user.sub}|${resource.name}|${projectViewOf(user).projectId ?? '*'}`;
}

/**
 * The rows an import with a preview stores: the kept rows but the dropped lines, each
 * replaced by the row sent for its line (the user's corrections).
 */
function correctedRows(
  previews: PreviewStore,
  previewId: string,
  owner: string,
  sent: readonly ImportRowInput[],
  dropped: readonly number[],
): ImportRowInput[] {
  const kept = previews.get(previewId, owner);
  if (!kept) throw PREVIEW_EXPIRED();
  const corrected = new Map(sent.map((row) => [row.line, row]));
  const gone = new Set(dropped);
  return kept.rows.filter((row) => !gone.has(row.line)).map(({ line, values }) => corrected.get(line) ?? { line, values });
}

/** A call that takes a workbook. */
type WorkbookCall = NonNullable<ImportCalls['preview'] | ImportCalls['file'] | ImportCalls['background']>;

/** The text fields an upload of `contract` takes beside its files. */
function textFieldsOf(contract: WorkbookCall): string[] {
  return Object.keys(contract.body.multipart.properties).filter((name) => !(contract.body.files as readonly string[]).includes(name));
}

/** What a route of an upload needs: the workbook, read and checked against the import limits, and the import's target with the fixed values of the query or the upload's fields. */
interface Upload {
  workbook: ReceivedWorkbook;
  call: ImportCall;
}

/**
 * The spreadsheet imports of every resource whose definition has `import` (spec §7: the
 * activity preview and import, the element import history, the task import): the
 * template download, and the calls each definition serves (src/contracts/imports.ts): a
 * preview, an import that stores every row or none, and a background import followed in
 * a history resource. Every workbook uploaded is checked against the import limits first
 * (checkWorkbookLimits), before any answer: a background import gets its 201 only for a
 * file it can read. A preview's rows are kept (`previews`): its answer holds the first
 * page, its page call the others, and its import takes the corrections alone.
 */
export function importRoutes(
  model: RegistryModel,
  records: RecordService,
  accessOf: AccessOfResource,
  scopeOf: RecordScopeOf,
  now: () => Date = () => new Date(),
  previews: PreviewStore = createPreviewStore(),
): ApiRoute[] {
  const byTemplate = new Map(importable(model).map((resource) => [`${resource.import?.template}.xlsx`, resource]));
  const routes: ApiRoute[] = [
    contractRoute(IMPORT_TEMPLATE, accessOf, async ({ user, params, request }) => {
      const resource = byTemplate.get(params.file);
      if (!resource) throw new ApiError(404, { error: 'NOT_FOUND', message: `No template ${params.file}: templates are ${[...byTemplate.keys()].join(', ')}` });
      const roles = resource.import?.roles;
      if (roles && !rolesAllow(roles, user.roles)) throw forbidden(`import ${resource.name}`, roles);
      const call = importCall(model, records, resource, { user, fixed: {}, request, scopeOf });
      const sheetName = (resource.translations[call.locale]?.name ?? resource.name).split('||||').pop()?.trim() ?? resource.name;
      // The contract column offers what the import takes: the chosen contract, else the project's.
      const { contract } = call;
      const offered = (column: ImportColumn) =>
        call.references.keysOf(column.field).filter((key) => {
          if (contract === undefined || column.field !== contract.field) return true;
          const id = call.references.lookup(column.reference!.resource, column.reference!.by, key);
          return id !== undefined && contractTakes(contract, id);
        });
      const referenceKeys = Object.fromEntries(
        call.columns.filter((column) => column.reference).map((column) => [column.field, offered(column).slice(0, 1000)]),
      );
      const bytes = await buildTemplate({ sheetName, columns: call.columns, referenceKeys });
      return { status: 200, body: new StreamBody(() => Readable.from([Buffer.from(bytes)]), XLSX_TYPE, params.file) };
    }),
  ];
  for (const resource of importable(model)) {
    const definition = resource.import!;
    const choicesOf = (field: string) => enumChoices(propertySchema(resource.schema, field)).map((choice) => String(choice.value));
    const { preview, previewPage, rows, file, background } = importCallsOf(definition, { choicesOf });
    /** The workbook (read, then checked against the limits) and the target, with the fixed values of the query or, for those it lacks, the upload's fields. */
    const upload = async (
      contract: WorkbookCall,
      user: RequestUser,
      query: Readonly<Record<string, string | undefined>>,
      request: ApiRequest,
    ): Promise<Upload> => {
      // The project and the fixed values of the query are checked before the workbook is read.
      const asked = importCall(model, records, resource, { user, fixed: query, request, scopeOf });
      const workbook = await receiveWorkbook(request.stream, { fields: textFieldsOf(contract) });
      checkWorkbookLimits(workbook.bytes);
      const call =
        Object.keys(workbook.fields).length === 0
          ? asked
          : importCall(model, records, resource, { user, fixed: { ...workbook.fields, ...query }, request, scopeOf });
      return { workbook, call };
    };
    if (preview) {
      routes.push(
        contractRoute(preview, accessOf, async ({ user, query, request }) => {
          const { workbook, call } = await upload(preview, user, query, request);
          const checked = checkImportRows(records, call, await readImportFile(workbook.bytes, call.columns), { store: false });
          const previewId = previews.keep(previewOwner(user, resource), checked.rows);
          const columns = call.columns.map(({ field, header, kind, required, choices }) => ({
            field,
            header,
            kind,
            required,
            choices: choices.map((choice) => choice.label),
          }));
          return {
            status: 200,
            body: {
              data: {
                fileName: workbook.fileName,
                previewId,
                columns,
                rows: checked.rows.slice(0, PREVIEW_PAGE.size),
                total: checked.rows.length,
                errorCount: errorCountOf(checked.rows),
              },
            },
          };
        }),
      );
    }
    if (previewPage) {
      routes.push(
        contractRoute(previewPage, accessOf, ({ user, params, query }) => {
          const kept = previews.get(params.previewId, previewOwner(user, resource));
          if (!kept) throw PREVIEW_EXPIRED();
          const skip = query.skip ?? 0;
          return {
            status: 200,
            body: {
              data: { rows: kept.rows.slice(skip, skip + (query.limit ?? PREVIEW_PAGE.size)), total: kept.rows.length, errorCount: errorCountOf(kept.rows) },
            },
          };
        }),
      );
    }
    if (rows) {
      routes.push(
        contractRoute(rows, accessOf, ({ user, query, body, request }) => {
          const call = importCall(model, records, resource, { user, fixed: query, request, scopeOf });
          const sent = body.rows.map(({ line, values }) => ({
            line,
            values: Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined)),
          }));
          const { previewId } = body;
          const owner = previewOwner(user, resource);
          const imported = previewId === undefined ? sent : correctedRows(previews, previewId, owner, sent, body.dropped ?? []);
          if (imported.length === 0) throw new ApiError(400, { error: 'SPREADSHEET_EMPTY', message: 'There are no rows to import.' });
          const checked = checkImportRows(records, call, imported, { store: true });
          if (!checked.ok) {
            // The preview's pages show the rows as the user corrected them, with their errors now.
            if (previewId !== undefined) previews.update(previewId, checked.rows);
            throw rowErrors(checked.rows);
          }
          if (previewId !== undefined) previews.drop(previewId);
          return { status: 200, body: { data: { importedIds: checked.ids, count: checked.ids.length, errors: [] } } };
        }),
      );
    }
    if (file) {
      routes.push(
        contractRoute(file, accessOf, async ({ user, query, request }) => {
          const { workbook, call } = await upload(file, user, query, request);
          const checked = checkImportRows(records, call, await readImportFile(workbook.bytes, call.columns), { store: true });
          if (!checked.ok) throw rowErrors(checked.rows);
          return { status: 200, body: { data: { importedIds: checked.ids, count: checked.ids.length, errors: [] } } };
        }),
      );
    }
    const history = definition.async && model.resources.find((candidate) => candidate.name === definition.async?.history);
    if (background) {
      if (!history) throw new Error(`${resource.file}#/import/async/history: no resource ${definition.async?.history}`);
      routes.push(
        contractRoute(background, accessOf, async ({ user, query, request }) => {
          // Refused in `upload`, not in the background: no history entry for a file the import could not read.
          const { workbook, call } = await upload(background, user, query, request);
          const scope = history.projectScope?.field;
          const started = {
            fileName: workbook.fileName.slice(0, 255),
            userName: call.user.username,
            beginTime: now().toISOString(),
            inProgressImporting: true,
            isValidating: false,
            isImporting: true,
            progressState: 0,
          };
          const entry = records.create(history, { ...started, ...(scope && !call.view.all ? { [scope]: call.view.projectId } : {}) });
          void runAsyncImport(records, call, history, entry, workbook.bytes, now);
          return { status: 201, body: { data: { ...entry, ...started, _id: String(entry[history.api.idField]) } } };
        }),
      );
    }
  }
  return routes;
}

/** The feature's routes, as the demo API builds them from its context. */
export const importsFeature: FeatureModule = {
  origin: 'src/server/imports',
  routes: ({ model, records, accessOf, scopeOf }) => importRoutes(model, records, accessOf, scopeOf),
};
