import { buildTemplate } from '../../framework/import/buildTemplate';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { Readable } from 'node:stream';
import { ApiError } from '../http/apiError';
import { StreamBody } from '../http/streamBody';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import { trimSlashes } from '../routes/apiRoute';
import { checkImportRows, type ImportRowInput } from './checkImportRows';
import { checkWorkbookLimits } from './checkWorkbookLimits';
import { importCall } from './importTarget';
import { parseImportRows } from './parseImportRows';
import { readImportFile } from './readImportFile';
import { receiveImportBody } from './receiveImportBody';
import { runAsyncImport } from './runAsyncImport';
import type { FeatureModule } from '../routes/featureModule';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function importable(model: RegistryModel): ResourceModel[] {
  return model.resources.filter((resource) => resource.import !== undefined);
}

function rowErrors(rows: readonly { line: number; errors: unknown[] }[]): ApiError {
  const failed = rows.filter((row) => row.errors.length > 0);
  return new ApiError(400, { error: 'VALIDATION_ERROR', message: `${failed.length} of ${rows.length} rows have errors: nothing was imported.`, rows: failed });
}

/**
 * The spreadsheet imports of every resource whose definition has `import` (spec §7: the
 * activity preview and import, the element import history, the task import): the
 * template download, a preview, an import that stores every row or none, and a background
 * import followed in a history resource. What each serves comes from its definition.
 * Every workbook uploaded is checked against the import limits first (checkWorkbookLimits),
 * before any answer: a background import gets its 201 only for a file it can read.
 */
export function importRoutes(model: RegistryModel, records: RecordService, now: () => Date = () => new Date()): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const byTemplate = new Map(importable(model).map((resource) => [`${resource.import?.template}.xlsx`, resource]));
  routes.push({
    method: 'GET',
    pattern: 'templates/:file',
    readsBody: false,
    async handle(request) {
      const resource = byTemplate.get(request.params.file ?? '');
      if (!resource) throw new ApiError(404, { error: 'NOT_FOUND', message: `No template ${request.params.file}: templates are ${[...byTemplate.keys()].join(', ')}` });
      const call = importCall(model, records, resource, request);
      const sheetName = (resource.translations[call.locale]?.name ?? resource.name).split('||||').pop()?.trim() ?? resource.name;
      const referenceKeys = Object.fromEntries(call.columns.filter((column) => column.reference).map((column) => [column.field, call.references.keysOf(column.field).slice(0, 1000)]));
      const bytes = await buildTemplate({ sheetName, columns: call.columns, referenceKeys });
      return { status: 200, body: new StreamBody(() => Readable.from([Buffer.from(bytes)]), XLSX_TYPE, request.params.file ?? 'template.xlsx') };
    },
  });
  for (const resource of importable(model)) {
    const definition = resource.import!;
    const columnsOf = (request: ApiRequest) => importCall(model, records, resource, request);
    if (definition.previewPath) {
      routes.push({
        method: 'POST',
        pattern: trimSlashes(definition.previewPath),
        readsBody: false,
        streamsBody: true,
        async handle(request) {
          const call = columnsOf(request);
          const upload = await receiveImportBody(request.stream, { json: false });
          if (upload.kind !== 'file') throw new ApiError(415, { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the workbook as multipart/form-data' });
          checkWorkbookLimits(upload.bytes);
          const rows = await readImportFile(upload.bytes, call.columns);
          const checked = checkImportRows(records, call, rows, { store: false });
          const columns = call.columns.map(({ field, header, kind, required, choices }) => ({ field, header, kind, required, choices: choices.map((choice) => choice.label) }));
          return { status: 200, body: { data: { fileName: upload.fileName, columns, rows: checked.rows, errorCount: checked.rows.filter((row) => row.errors.length > 0).length } } };
        },
      });
    }
    if (definition.importPath) {
      routes.push({
        method: 'POST',
        pattern: trimSlashes(definition.importPath),
        readsBody: false,
        streamsBody: true,
        async handle(request) {
          const call = columnsOf(request);
          const upload = await receiveImportBody(request.stream, { json: true });
          if (upload.kind === 'file') checkWorkbookLimits(upload.bytes);
          const fixedFromFields = upload.kind === 'file' ? importCall(model, records, resource, { ...request, query: { ...upload.fields, ...request.query } }) : call;
          const rows: ImportRowInput[] = upload.kind === 'file' ? await readImportFile(upload.bytes, call.columns) : parseImportRows(upload.value, call.columns);
          const checked = checkImportRows(records, fixedFromFields, rows, { store: true });
          if (!checked.ok) throw rowErrors(checked.rows);
          return { status: 200, body: { data: { importedIds: checked.ids, count: checked.ids.length, errors: [] } } };
        },
      });
    }
    if (definition.async) {
      const history = model.resources.find((candidate) => candidate.name === definition.async?.history);
      if (!history) throw new Error(`${resource.file}#/import/async/history: no resource ${definition.async.history}`);
      routes.push({
        method: 'POST',
        pattern: trimSlashes(definition.async.path),
        readsBody: false,
        streamsBody: true,
        async handle(request) {
          const call = columnsOf(request);
          const upload = await receiveImportBody(request.stream, { json: false });
          if (upload.kind !== 'file') throw new ApiError(415, { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the workbook as multipart/form-data' });
          // Refused here, not in the background: no history entry for a file the import could not read.
          checkWorkbookLimits(upload.bytes);
          const scope = history.projectScope?.field;
          const entry = records.create(history, {
            fileName: upload.fileName.slice(0, 255),
            userName: call.user.username,
            beginTime: now().toISOString(),
            inProgressImporting: true,
            isValidating: false,
            isImporting: true,
            progressState: 0,
            ...(scope && !call.view.all ? { [scope]: call.view.projectId } : {}),
          });
          void runAsyncImport(records, call, history, entry, upload.bytes, now);
          return { status: 201, body: { data: entry } };
        },
      });
    }
  }
  return routes;
}

/** The feature's routes, as the demo API builds them from its context. */
export const importsFeature: FeatureModule = { origin: 'src/server/imports', routes: ({ model, records }) => importRoutes(model, records) };
