import resourceMetaSchema from './metaSchemas/resource.schema.json';
import { didYouMean } from './closestName';
import { collectNames, type NamedValue } from './collectNames';
import { messageCodeFault, type LocaleMessages } from './localeIssues';
import type { ResourceDefinitionFile } from './resourceDefinitionFile';
import { fieldSchema, propertyNames } from './schemaProperties';
import type { RegistryIssue, SchemaNode, ValueSetModel } from './types';
import { WIDGET_NAMES } from './widgetNames';

export interface NameContext {
  /** The definition's own entity schema (bundled) and its file name. */
  schema: SchemaNode;
  /** Entity schema of every resource, by resource name. */
  schemasByResource: ReadonlyMap<string, SchemaNode>;
  /** Resources whose own files have faults, by name → their file. */
  brokenResources?: ReadonlyMap<string, string>;
  valueSets?: Readonly<Record<string, ValueSetModel>>;
  brokenValueSets?: ReadonlyMap<string, string>;
  /** App routes as react-router patterns (`/pendencies/:id/forward`); routes are not checked when absent. */
  appRoutes?: readonly string[];
  /** Keys of the app's hand-written show pages; `show.page` is not checked when absent. */
  showPages?: readonly string[];
  /** The texts of every language; message codes are not checked when absent. */
  messages?: LocaleMessages;
}

type Fault = Omit<RegistryIssue, 'file'> | undefined;
type Check = (named: NamedValue, definition: ResourceDefinitionFile, context: NameContext) => Fault | Fault[];

const list = (names: Iterable<string>) => [...names].join(', ');

function field(named: NamedValue, definition: ResourceDefinitionFile, { schema }: NameContext): Fault {
  const known = propertyNames(schema);
  if (known.includes(named.name)) return undefined;
  return {
    pointer: named.pointer,
    message: `field "${named.name}" is not a property of ${definition.schema}${didYouMean(named.name, known)} (properties: ${list(known)})`,
  };
}

function fieldPath(named: NamedValue, definition: ResourceDefinitionFile, { schema }: NameContext): Fault {
  if (fieldSchema(schema, named.name)) return undefined;
  return {
    pointer: named.pointer,
    message: `field "${named.name}" is not a field of ${definition.schema}${didYouMean(named.name, propertyNames(schema))}`,
    hint: 'a path names properties, `.` steps into an object, `[]` into a list',
  };
}

function resource(named: NamedValue, _definition: ResourceDefinitionFile, context: NameContext): Fault {
  if (context.schemasByResource.has(named.name)) return undefined;
  const broken = context.brokenResources?.get(named.name);
  if (broken) return { pointer: named.pointer, message: `resource "${named.name}" has faults of its own (${broken})`, cause: broken };
  const known = [...context.schemasByResource.keys()];
  return { pointer: named.pointer, message: `resource "${named.name}" does not exist${didYouMean(named.name, known)} (resources: ${list(known)})` };
}

/** `field-of:<sibling>`: a field path of the resource the sibling key names (itself checked as a `resource`). */
function fieldOf(sibling: string): Check {
  return (named, _definition, context) => {
    const owner = named.holder[sibling];
    const other = typeof owner === 'string' ? context.schemasByResource.get(owner) : undefined;
    if (!other || fieldSchema(other, named.name)) return undefined;
    return { pointer: named.pointer, message: `"${named.name}" is not a field of resource "${String(owner)}"${didYouMean(named.name, propertyNames(other))}` };
  };
}

function fieldTemplate(named: NamedValue, definition: ResourceDefinitionFile, context: NameContext): Fault[] {
  const placeholders = [...named.name.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!.trim());
  const known = propertyNames(context.schema);
  return placeholders
    .filter((name) => !known.includes(name))
    .map((name) => ({ pointer: named.pointer, message: `placeholder "${name}" is not a property of ${definition.schema}${didYouMean(name, known)}` }));
}

function valueSet(named: NamedValue, _definition: ResourceDefinitionFile, context: NameContext): Fault {
  if (!context.valueSets || context.valueSets[named.name]) return undefined;
  const broken = context.brokenValueSets?.get(named.name);
  if (broken) return { pointer: named.pointer, message: `value set "${named.name}" has faults of its own (${broken})`, cause: broken };
  const known = Object.keys(context.valueSets);
  return { pointer: named.pointer, message: `value set "${named.name}" does not exist${didYouMean(named.name, known)} (value sets: ${list(known)})` };
}

/** A name the definition itself declares elsewhere (a tab, a section, a filter's parameter). */
function declared(what: string, where: string, names: (definition: ResourceDefinitionFile) => string[]): Check {
  return (named, definition) => {
    const known = names(definition);
    if (known.includes(named.name)) return undefined;
    return {
      pointer: named.pointer,
      message: `${what} "${named.name}" is not declared in ${where}${didYouMean(named.name, known)}${known.length > 0 ? ` (${list(known)})` : ''}`,
    };
  };
}

const filterParams = (definition: ResourceDefinitionFile) =>
  (definition.list?.filters ?? []).flatMap((filter) => {
    if (typeof filter === 'string') return [filter];
    const param = filter.param ?? filter.field;
    return 'from' in filter || filter.kind === 'dateRange' ? [param, filter.from ?? `${filter.field}From`, filter.to ?? `${filter.field}To`] : [param];
  });

const sectionNames = (definition: ResourceDefinitionFile) =>
  [...(definition.show?.sections ?? []), ...(definition.form?.sections ?? [])].map((section) => section.name);

/** `/pendencies/{id}/forward` against `/pendencies/:id/forward`: a `{x}` or `:x` is any one segment. */
function routeMatches(pattern: string, path: string): boolean {
  const split = (text: string) => text.split('/').filter(Boolean);
  const [want, have] = [split(pattern), split(path)];
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || /^\{[^}]+\}$/.test(have[i]!) || segment === have[i]);
}

function route(named: NamedValue, _definition: ResourceDefinitionFile, context: NameContext): Fault {
  if (!context.appRoutes || !named.name.startsWith('/')) return undefined;
  const path = named.name.split('?')[0]!;
  if (context.appRoutes.some((pattern) => routeMatches(pattern, path))) return undefined;
  const known = context.appRoutes.filter((pattern) => !pattern.includes(':') || pattern.split('/')[1] === path.split('/')[1]);
  return {
    pointer: named.pointer,
    message: `route "${named.name}" is no page of the app${didYouMean(path, context.appRoutes)}`,
    hint: `a hand-written page's route (src/shell/routeAccess.ts) or a resource's screen; routes: ${list(known.slice(0, 12))}`,
  };
}

/** `help` keys: a field, or a key a `ui:help` of form.uiSchema names (`resources.<name>.help.<key>`, one line for several fields). */
function help(named: NamedValue, definition: ResourceDefinitionFile, context: NameContext): Fault {
  const prefix = `resources.${definition.name}.help.`;
  const helpKeys = JSON.stringify(definition.form?.uiSchema ?? {}).match(/"ui:help":"[^"]*"/g) ?? [];
  const shared = helpKeys
    .map((entry) => entry.slice('"ui:help":"'.length, -1))
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
  const known = [...propertyNames(context.schema), ...shared];
  if (known.includes(named.name)) return undefined;
  return {
    pointer: named.pointer,
    message: `help line for "${named.name}", which is neither a property of ${definition.schema} nor named by a "ui:help" in form.uiSchema${didYouMean(named.name, known)}`,
  };
}

/** A message code the API answers (`validation.unique`, `ERROR_HAS_LINKS`): a text in every language. */
function messageCode(named: NamedValue, _definition: ResourceDefinitionFile, { messages }: NameContext): Fault {
  const fault = messages && messageCodeFault(named.name, messages);
  return fault && { pointer: named.pointer, ...fault };
}

/** A `ui:widget`: one of rjsf's widgets or the framework's. */
function widget(named: NamedValue): Fault {
  if (WIDGET_NAMES.includes(named.name)) return undefined;
  return {
    pointer: named.pointer,
    message: `widget "${named.name}" is none rjsf or the framework provides${didYouMean(named.name, WIDGET_NAMES)}`,
    hint: `widgets: ${list(WIDGET_NAMES.filter((name) => /^[a-z]/.test(name)))}`,
  };
}

/** `show.page`: a hand-written show page the app provides (an unknown key would quietly keep the generated page). */
function showPage(named: NamedValue, _definition: ResourceDefinitionFile, { showPages }: NameContext): Fault {
  if (!showPages || showPages.includes(named.name)) return undefined;
  return {
    pointer: named.pointer,
    message: `show page "${named.name}" is none the app provides${didYouMean(named.name, showPages)} (pages: ${list(showPages)})`,
  };
}

/** Every kind of name the meta-schema may declare with `x-names`, and how it is checked. */
const CHECKS: Readonly<Record<string, Check>> = {
  field,
  'field-path': fieldPath,
  'field-template': fieldTemplate,
  resource,
  'value-set': valueSet,
  route,
  help,
  'message-code': messageCode,
  widget,
  'show-page': showPage,
  'query-param': declared('query parameter', 'list.filters (a filter\'s "param", else its field)', filterParams),
  section: declared('section', 'show.sections or form.sections', sectionNames),
  tab: declared('tab', 'list.tabs', (definition) => (definition.list?.tabs ?? []).map((tab) => tab.name)),
  link: declared('link', 'show.links', (definition) => (definition.show?.links ?? []).map((link) => link.name)),
};

/** The check of a kind (`field-of:<sibling>` included), or undefined for a kind no check knows. */
export function nameCheck(kind: string): Check | undefined {
  return kind.startsWith('field-of:') ? fieldOf(kind.slice('field-of:'.length)) : CHECKS[kind];
}

/**
 * Every name a definition holds, checked against what it names: each value the meta-schema
 * annotates with `x-names`, at its JSON pointer, with a "did you mean" when a close name
 * exists.
 */
export function nameIssues(file: string, definition: ResourceDefinitionFile, context: NameContext): RegistryIssue[] {
  return collectNames(resourceMetaSchema as unknown as SchemaNode, definition).flatMap((named) => {
    const check = nameCheck(named.kind);
    if (!check)
      return [
        { file, pointer: named.pointer, message: `src/framework/registry/metaSchemas/resource.schema.json declares an unknown kind of name "${named.kind}"` },
      ];
    const found = check(named, definition, context);
    return (Array.isArray(found) ? found : [found])
      .filter((fault): fault is Omit<RegistryIssue, 'file'> => fault !== undefined)
      .map((fault) => ({ file, ...fault }));
  });
}
