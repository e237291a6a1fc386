import { importColumns } from '../../framework/import/importColumns';
import { enumChoices, propertySchema } from '../../framework/registry/schemaProperties';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../framework/i18n/resolveLocale';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { projectViewOf, type ProjectView } from '../auth/projectView';
import { forbidden } from '../auth/protectResourceRoute';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest } from '../routes/apiRoute';
import type { ImportTarget } from './checkImportRows';
import { parentIndex } from './parentLinks';
import { referenceIndex } from './referenceIndex';

/** Who imports when the definition does not say: the roles of the import screens (spec §2). */
const DEFAULT_IMPORT_ROLES = ['ADMIN', 'PROJECT_ADMIN'];

export interface ImportCall extends ImportTarget {
  user: RequestUser;
  view: ProjectView;
  locale: Locale;
}

function signedIn(request: ApiRequest): RequestUser {
  if (!request.user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  return request.user;
}

/** The request's language (`Lang` header), Portuguese by default (spec §9). */
export function requestLocale(request: ApiRequest): Locale {
  const lang = request.headers?.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The fixed values of an import, each from its query parameter when sent; a value outside the field's choices is refused. */
function fixedValues(resource: ResourceModel, query: Readonly<Record<string, string>>): Record<string, unknown> {
  const fixed: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(resource.import?.fixed ?? {})) {
    const sent = rule.param !== undefined ? query[rule.param] : undefined;
    const value = sent === undefined || sent === '' ? rule.default : sent;
    const choices = enumChoices(propertySchema(resource.schema, field)).map((choice) => String(choice.value));
    if (choices.length > 0 && !choices.includes(String(value))) {
      throw new ApiError(400, { error: 'VALIDATION_ERROR', message: `${rule.param ?? field} must be one of ${choices.join(', ')}`, errors: [{ field, keyword: 'enum', message: 'validation.enum' }] });
    }
    fixed[field] = value;
  }
  return fixed;
}

/**
 * Everything an import call of `resource` works with: the caller (401 without one, 403
 * for a role the definition does not list), the project (a project-scoped resource is
 * imported into the request's project, so Global is refused), the columns in the caller's
 * language, the references by human key and the fixed values.
 */
export function importCall(model: RegistryModel, records: RecordService, resource: ResourceModel, request: ApiRequest): ImportCall {
  const user = signedIn(request);
  const roles = resource.import?.roles ?? DEFAULT_IMPORT_ROLES;
  if (!user.roles.some((role) => role === 'ADMIN' || roles.includes(role))) throw forbidden(`import ${resource.name}`, roles);
  const view = projectViewOf(user);
  const scope = resource.projectScope?.field;
  if (scope && view.all) {
    throw new ApiError(400, { error: 'PROJECT_REQUIRED', message: 'Choose a project before importing: imported records belong to the selected project.' });
  }
  const locale = requestLocale(request);
  const columns = importColumns(resource, locale);
  const fixed = { ...fixedValues(resource, request.query), ...(scope && !view.all ? { [scope]: view.projectId } : {}) };
  const parents = parentIndex(records, resource, view);
  return { user, view, locale, resource, columns, fixed, references: referenceIndex(model, records, columns, view), ...(parents ? { parents } : {}) };
}
