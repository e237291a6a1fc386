import { importColumns } from '../../framework/import/importColumns';
import { enumChoices, propertySchema } from '../../framework/registry/schemaProperties';
import { isLocale, type Locale } from '../../framework/i18n/resolveLocale';
import { PRODUCT_DEFAULT_LOCALE } from '../../productLanguages';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { projectViewOf, type ProjectView } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest } from '../routes/apiRoute';
import { contractsOfProject, type RecordScopeOf } from '../scope/recordScope';
import type { ImportTarget } from './checkImportRows';
import { parentIndex } from './parentLinks';
import { referenceIndex } from './referenceIndex';

export interface ImportCall extends ImportTarget {
  user: RequestUser;
  view: ProjectView;
  locale: Locale;
}

/** The request's language (`Lang` header), Portuguese by default (spec §9). */
export function requestLocale(request: Pick<ApiRequest, 'headers'>): Locale {
  const lang = request.headers?.lang;
  return isLocale(lang) ? lang : PRODUCT_DEFAULT_LOCALE;
}

/** The fixed values of an import, each from its query parameter when sent; a value outside the field's choices is refused. */
function fixedValues(resource: ResourceModel, query: Readonly<Record<string, string | undefined>>): Record<string, unknown> {
  const fixed: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(resource.import?.fixed ?? {})) {
    const sent = rule.param !== undefined ? query[rule.param] : undefined;
    const value = sent === undefined || sent === '' ? rule.default : sent;
    const choices = enumChoices(propertySchema(resource.schema, field)).map((choice) => String(choice.value));
    if (choices.length > 0 && !choices.includes(String(value))) {
      throw new ApiError(400, {
        error: 'VALIDATION_ERROR',
        message: `${rule.param ?? field} must be one of ${choices.join(', ')}`,
        errors: [{ field, keyword: 'enum', message: 'validation.enum' }],
      });
    }
    fixed[field] = value;
  }
  return fixed;
}

/** What an import call reads of its request: the caller, the fixed values asked (query, or the upload's fields), the language, the scope chosen. */
export interface ImportRequest {
  user: RequestUser;
  fixed: Readonly<Record<string, string | undefined>>;
  request: Pick<ApiRequest, 'headers'>;
  /** The request's scope (the project view and the tree's choice, checked): its contract goes on every record. */
  scopeOf: RecordScopeOf;
}

/** The contract chosen in the tree, else the project's contracts, where `resource`'s records belong to one. */
function chosenContract(
  model: RegistryModel,
  records: RecordService,
  resource: ResourceModel,
  scopeOf: RecordScopeOf,
  user: RequestUser,
): ImportCall['contract'] {
  const field = resource.projectScope?.contractField;
  if (field === undefined) return undefined;
  const { contractId, view } = scopeOf(user);
  if (contractId !== undefined) return { field, id: contractId };
  return view.all ? undefined : { field, ofProject: contractsOfProject(model, records, view.projectId) };
}

/**
 * Everything an import call of `resource` works with: the project (a project-scoped
 * resource is imported into the request's project, so Global is refused), the columns in
 * the caller's language, the references by human key, the fixed values and the contract
 * chosen in the scope tree. (Who may call is its contract's access, checked before.)
 */
export function importCall(
  model: RegistryModel,
  records: RecordService,
  resource: ResourceModel,
  { user, fixed: asked, request, scopeOf }: ImportRequest,
): ImportCall {
  const view = projectViewOf(user);
  const scope = resource.projectScope?.field;
  if (scope && view.all) {
    throw new ApiError(400, { error: 'PROJECT_REQUIRED', message: 'Choose a project before importing: imported records belong to the selected project.' });
  }
  const locale = requestLocale(request);
  const columns = importColumns(resource, locale);
  const fixed = { ...fixedValues(resource, asked), ...(scope && !view.all ? { [scope]: view.projectId } : {}) };
  const parents = parentIndex(records, resource, view);
  const contract = chosenContract(model, records, resource, scopeOf, user);
  const references = referenceIndex(model, records, columns, view);
  return { user, view, locale, resource, columns, fixed, references, ...(parents ? { parents } : {}), ...(contract ? { contract } : {}) };
}
