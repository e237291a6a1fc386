import type { HandWrittenOperation } from '../openapi/handWrittenOperations';
import type { JsonSchema } from '../openapi/openApiTypes';
import { FIC_KIND_DEFINITIONS, FIC_KINDS } from './ficKinds';

const text: JsonSchema = { type: 'string' };
const ids: JsonSchema = { type: 'array', items: text, minItems: 1, maxItems: 5000 };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', required, properties });
const itemError = object({ id: text, error: text, message: text }, ['id', 'error', 'message']);
const item = object({ _id: text, number: text, tag: text, description: text, discipline: text, status: { enum: ['ARECEB', 'NOVAPRV', 'LIBEXEC'] }, siteId: text, isImported: { type: 'boolean' }, isImportedSystem: { type: 'boolean' }, importedIntoProject: text });
const row: JsonSchema = { ...item, description: 'A FIC row (an FVI group, or one FVM or preservation order): imported when any of its items is.', properties: { ...(item.properties as Record<string, JsonSchema>), activities: { type: 'array', items: item } } };
const outcome = object(
  { activitiesId: { type: 'array', items: text }, importedActivitiesId: { type: 'array', items: text }, errors: { type: 'array', items: itemError }, activitiesWithProblems: { type: 'array', items: text }, abortedActivitiesId: { type: 'array', items: text } },
  ['activitiesId', 'importedActivitiesId', 'errors'],
);
const lastUpdate = object({ date: { type: 'string', format: 'date-time' }, total: { type: 'integer' }, updatedActivitiesId: { type: 'array', items: text }, errors: { type: 'array', items: itemError } }, ['date', 'total', 'updatedActivitiesId', 'errors']);
const ROLES = ['PROJECT_ADMIN'] as const;
const PARTIAL = '; 409 SOME_ACTIVITIES_WERE_NOT_IMPORTED with the same fields when some items failed or were aborted (more than 1000 in one call)';

function kindOperations(): Record<string, HandWrittenOperation> {
  const operations: Record<string, HandWrittenOperation> = {};
  for (const kind of FIC_KINDS) {
    const definition = FIC_KIND_DEFINITIONS[kind];
    const name = definition.origin;
    operations[`GET ${definition.listPath}`] = {
      tag: 'fic',
      summary: `${name} rows of the project's FIC site (simulated): siteId, status, number (part), imported, pageSize (1-500, default 25), pageno (from 1), collectionCount`,
      roles: ROLES,
      answer: object({ items: { type: 'array', items: row }, count: { type: 'integer' } }, ['items']),
    };
    for (const selection of definition.selectionImports) {
      operations[`POST ${selection.path}`] = {
        tag: 'fic',
        summary: `Import the ${name} rows or items named as activities of the project (source FIC)${selection.responsible ? ', given to a group (g) or a user (u)' : ''}${PARTIAL}`,
        roles: ROLES,
        body: object({ [selection.field]: ids }, [selection.field]),
        answer: outcome,
      };
    }
    operations[`POST ${definition.filterImportPath}`] = {
      tag: 'fic',
      summary: `Import every ${name} row matching the filter that is not imported yet, plus activitiesSelected; countOrders is the count the screen showed (countMatched answers the server's)${PARTIAL}`,
      roles: ROLES,
      body: object({ filter: { type: 'object' }, activitiesSelected: { type: 'array', items: text }, countOrders: { type: 'integer', minimum: 0 }, infoPag: { type: 'object' } }, ['filter']),
      answer: outcome,
    };
    operations[`GET ${definition.abortedPath}`] = {
      tag: 'fic',
      summary: `${name} items an import of the project stopped before (ACTIVITY_FVI_GET_IMPORT_ACTIVITIES_ABORTED), until imported`,
      roles: ROLES,
      answer: object({ items: { type: 'array', items: itemError }, count: { type: 'integer' } }, ['items', 'count']),
    };
  }
  return operations;
}

/** The FIC calls (src/server/fic), keyed as the route table declares them. */
export const FIC_OPERATIONS: Readonly<Record<string, HandWrittenOperation>> = {
  ...kindOperations(),
  'PUT fic/fvi/tasks/update-status': { tag: 'fic', summary: "Send the task statuses of every FIC activity of the project to FIC; 409 ACTIVITY_NOT_UPDATED with the refused ones", roles: ROLES, answer: lastUpdate },
  'PUT fic/fvi/tasks/select-update-status': {
    tag: 'fic',
    summary: 'Send the task statuses of the FIC activities named (of the origins in types) to FIC; unknown ids are OP_NOT_FOUND; 409 ACTIVITY_NOT_UPDATED when some were refused',
    roles: ROLES,
    body: object({ ids, types: { type: 'array', items: { enum: ['FVI', 'FVM', 'OP'] } } }, ['ids']),
    answer: lastUpdate,
  },
  'GET fic/last-update': { tag: 'fic', summary: "The project's last update sent to FIC (date, activities sent, updated, errors), or null", roles: ROLES, answer: { oneOf: [lastUpdate, { type: 'null' }] } },
  'PUT fic/routing': { tag: 'fic', summary: "Route the project's digital process instances named to FIC; 400 when one is not the project's (nothing routed)", roles: ROLES, body: object({ instancesId: ids }, ['instancesId']), answer: object({ routed: { type: 'array', items: text } }) },
  'GET fic/cancel-routing': { tag: 'fic', summary: "Cancel the project's routing to FIC", roles: ROLES, answer: object({ cancelled: { type: 'integer' } }) },
};
