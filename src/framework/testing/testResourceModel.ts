import { normalizeAccess } from '../registry/access';
import { declaredApi } from '../registry/apiSection';
import { defaultMenuGroup } from '../registry/menuSection';
import type { ResourceModel } from '../registry/types';

/**
 * A complete ResourceModel for tests, every default filled the way the registry loader
 * fills it; `overrides` replace whole top-level keys. Shared by the framework's and the demo API's tests.
 */
export function testResourceModel(overrides: Partial<ResourceModel> & Pick<ResourceModel, 'name'>): ResourceModel {
  const name = overrides.name;
  const paginated = declaredApi().paginated;
  return {
    route: name,
    file: `resources/${name}.resource.json`,
    schemaFile: `${name}.schema.json`,
    schema: { type: 'object', properties: { _id: { type: 'string', readOnly: true }, name: { type: 'string' } } },
    fixture: `${name}.json`,
    recordRepresentation: '{name}',
    api: { style: 'paginated', path: name, idField: '_id', list: { path: `${name}${paginated.listSuffix}`, paged: true, countParam: paginated.countParam } },
    operations: ['list', 'show', 'create', 'edit', 'delete', 'export'],
    list: { columns: [], sort: { field: 'name', order: 'ASC' }, perPage: 25, choicesPerPage: 25, filters: [] },
    show: { fields: [] },
    form: { fields: [], uiSchema: {} },
    references: {},
    unique: [],
    errors: {},
    deleteGuards: [],
    actions: [],
    timestamps: {},
    menu: { group: defaultMenuGroup(), order: 100, hidden: false },
    access: normalizeAccess(undefined),
    translations: {},
    ...overrides,
  };
}
