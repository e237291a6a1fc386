import type { AuthoredAction, ResourceDefinitionFile } from './resourceDefinitionFile';
import { fieldSchema, valueKind } from './schemaProperties';
import type { RegistryIssue, SchemaNode } from './types';

/**
 * Checks each action against the schemas: the fields it changes exist and have the
 * kind it needs, the resources it names exist, names are unique.
 */
export function crossCheckActions(
  file: string,
  definition: ResourceDefinitionFile,
  schema: SchemaNode,
  schemasByResource: ReadonlyMap<string, SchemaNode>,
): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  const names = new Set<string>();

  (definition.actions ?? []).forEach((action: AuthoredAction, i) => {
    const at = (key: string) => `/actions/${i}/${key}`;
    const add = (pointer: string, message: string) => issues.push({ file, pointer, message });
    const needField = (field: string, pointer: string, kind?: string, owner: SchemaNode = schema, ownerName = definition.schema) => {
      const node = fieldSchema(owner, field);
      if (!node) add(pointer, `"${field}" is not a field of ${ownerName}`);
      else if (kind && valueKind(node) !== kind) add(pointer, `"${field}" must be ${kind === 'array' ? 'an' : 'a'} ${kind} field`);
    };
    const needResource = (name: string, pointer: string): SchemaNode | undefined => {
      const other = schemasByResource.get(name);
      if (!other) add(pointer, `resource "${name}" does not exist`);
      return other;
    };

    if (names.has(action.name)) add(at('name'), `another action is already named "${action.name}"`);
    names.add(action.name);
    if (action.kind !== 'assign' && action.path.startsWith('/') === false && !action.path.includes('{id}') && !(action.kind === 'status' && action.idFrom)) {
      add(at('path'), 'the path needs "{id}" (or, for a status action, "idFrom")');
    }
    switch (action.kind) {
      case 'toggle':
        needField(action.field, at('field'), 'boolean');
        if (action.valueIn === 'path' && !action.path.includes('{value}')) add(at('path'), 'a toggle with "valueIn": "path" needs "{value}" in its path');
        break;
      case 'status': {
        needField(action.field, at('field'));
        for (const key of ['reason', 'note'] as const) {
          const input = action[key];
          if (!input?.requiredWhen) continue;
          const other = needResource(input.requiredWhen.resource, at(`${key}/requiredWhen/resource`));
          if (other) {
            needField(input.requiredWhen.match, at(`${key}/requiredWhen/match`), undefined, other, input.requiredWhen.resource);
            needField(input.requiredWhen.flag, at(`${key}/requiredWhen/flag`), 'boolean', other, input.requiredWhen.resource);
          }
        }
        if (action.history) needField(action.history, at('history'), 'array');
        action.refuse?.forEach((refusal, j) => needField(refusal.field, at(`refuse/${j}/field`)));
        break;
      }
      case 'exclusive':
        needField(action.field, at('field'), 'boolean');
        action.scope.forEach((field, j) => needField(field, at(`scope/${j}`)));
        break;
      case 'link':
      case 'unlink': {
        needResource(action.target, at('target'));
        if ('field' in action.via) needField(action.via.field, at('via/field'), 'array');
        else {
          const other = needResource(action.via.resource, at('via/resource'));
          if (other) {
            needField(action.via.owner, at('via/owner'), undefined, other, action.via.resource);
            needField(action.via.target, at('via/target'), undefined, other, action.via.resource);
          }
        }
        break;
      }
      case 'assign':
        needResource(action.target, at('target'));
        needField(action.field, at('field'));
        if (!action.path.includes('{targetId}')) add(at('path'), 'an assign action needs "{targetId}" in its path');
        action.refuse?.forEach((refusal, j) => needField(refusal.field, at(`refuse/${j}/field`)));
        break;
    }
  });
  return issues;
}
