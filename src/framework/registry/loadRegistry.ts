import { bundleSchema } from './bundleSchema';
import { checkSchemaDocument } from './checkSchemaDocument';
import { codeKeyIssues } from './codeKeyIssues';
import { findRefCycles } from './findRefCycles';
import { schemaCompileFault } from './metaValidators';
import { crossCheckResource } from './crossCheckResource';
import { loadValueSets } from './loadValueSets';
import { localeIssues, messageCodeFault, withResourceTexts } from './localeIssues';
import { resourceDefinitionValidator } from './metaValidators';
import { metaSchemaIssues } from './metaSchemaIssues';
import { normalizeResource } from './normalizeResource';
import { apiPathCollisions, viewOfIssues } from './apiPathCollisions';
import { routeCollisions } from './routeCollisions';
import { strayFileIssues } from './strayFileIssues';
import { parseJsonFile } from './parseJsonFile';
import type { ResourceDefinitionFile } from './resourceDefinitionFile';
import type { RegistryIssue, RegistryResult, RegistrySources, ResourceModel, SchemaNode } from './types';

const SCHEMA_DIR = 'schemas/';
const RESOURCE_DIR = 'resources/';

/**
 * Loads and checks every schema and resource definition. Pure: the browser build, the
 * demo API and `npm run check` hand it file contents and get either the model or every
 * fault, each with its file and JSON pointer.
 *
 * @example
 * const result = loadRegistry(readRegistrySources(root));
 * if (!result.ok) throw new Error(formatIssues(result.issues));
 */
export function loadRegistry(sources: RegistrySources): RegistryResult {
  const issues: RegistryIssue[] = [];
  const { valueSets, issues: valueSetIssues } = loadValueSets(sources.valueSets ?? {});
  issues.push(...valueSetIssues);
  const locales = sources.locales && localeIssues(sources.locales, sources.engineLocales);
  issues.push(...(locales?.issues ?? []));
  for (const answer of sources.answerCodes ?? []) {
    const fault = locales && messageCodeFault(answer.text, locales.messages);
    if (fault) issues.push({ file: answer.file, pointer: answer.pointer, ...fault });
  }
  if (locales && sources.codeFiles) issues.push(...codeKeyIssues(sources.codeFiles, locales.messages));
  const brokenValueSets = new Map(valueSetIssues.map((issue) => [issue.file.replace(/^.*\//, '').replace(/\.values\.json$/, ''), issue.file]));

  const documents = new Map<string, unknown>();
  /** Schemas with faults of their own: not compiled or cross-checked, which would only repeat them. */
  const faultySchemas = new Set<string>();
  for (const [name, text] of Object.entries(sources.schemas)) {
    const parsed = parseJsonFile(SCHEMA_DIR + name, text);
    if (!parsed.ok) {
      issues.push(parsed.issue);
      continue;
    }
    documents.set(name, parsed.value);
    const own = checkSchemaDocument(SCHEMA_DIR + name, parsed.value);
    if (own.length > 0) faultySchemas.add(name);
    issues.push(...own);
  }

  issues.push(...findRefCycles(documents, SCHEMA_DIR));
  const cyclic = new Set(issues.filter((issue) => issue.message.startsWith('circular $ref')).map((issue) => issue.file.slice(SCHEMA_DIR.length)));
  /** Files with faults of their own (by name without folder): what names them gets follow-on faults. */
  const brokenSchemas = new Set(Object.keys(sources.schemas).filter((name) => !documents.has(name)));
  const brokenResources = new Map<string, string>();

  const definitions: { file: string; definition: ResourceDefinitionFile }[] = [];
  const validateDefinition = resourceDefinitionValidator();
  for (const [name, text] of Object.entries(sources.resources)) {
    const file = RESOURCE_DIR + name;
    const parsed = parseJsonFile(file, text);
    const ownName = name.replace(/\.resource\.json$/, '');
    if (!parsed.ok) {
      issues.push(parsed.issue);
      brokenResources.set(ownName, file);
      continue;
    }
    if (!validateDefinition(parsed.value)) {
      brokenResources.set(ownName, file);
      issues.push(...metaSchemaIssues(file, validateDefinition.errors ?? []));
      continue;
    }
    definitions.push({ file, definition: parsed.value as ResourceDefinitionFile });
  }

  const schemasByResource = new Map<string, SchemaNode>();
  const bundled = new Map<string, SchemaNode>();
  for (const { file, definition } of definitions) {
    const ownName = file.slice(RESOURCE_DIR.length).replace(/\.resource\.json$/, '');
    if (definition.name !== ownName) {
      issues.push({
        file,
        pointer: '/name',
        message: `name "${definition.name}" must match the file name "${ownName}.resource.json"`,
        hint: `write "name": "${ownName}", or rename the file to "${definition.name}.resource.json"`,
      });
      brokenResources.set(ownName, file);
      continue;
    }
    if (schemasByResource.has(definition.name)) {
      issues.push({ file, pointer: '/name', message: `another definition already names the resource "${definition.name}"` });
    }
    if (!documents.has(definition.schema) || cyclic.has(definition.schema)) {
      const present = sources.schemas[definition.schema] !== undefined;
      if (!present) {
        issues.push({
          file,
          pointer: '/schema',
          message: `schema file "schemas/${definition.schema}" does not exist`,
          hint: `create it, or name one of: ${Object.keys(sources.schemas).join(', ')}`,
        });
      }
      brokenResources.set(definition.name, present ? SCHEMA_DIR + definition.schema : file);
      continue;
    }
    const result = bundleSchema(definition.schema, documents);
    issues.push(
      ...result.issues.map((issue) => {
        const target = /names "([^"]+)"/.exec(issue.message)?.[1];
        return target && brokenSchemas.has(target)
          ? { ...issue, file: SCHEMA_DIR + issue.file, message: `$ref names "${target}", which has faults of its own`, cause: SCHEMA_DIR + target }
          : { ...issue, file: SCHEMA_DIR + issue.file };
      }),
    );
    if (result.issues.length > 0 || faultySchemas.has(definition.schema)) {
      brokenResources.set(definition.name, SCHEMA_DIR + (result.issues[0]?.file ?? definition.schema));
      continue;
    }
    const fault = schemaCompileFault(result.schema);
    if (fault) {
      issues.push({ file: SCHEMA_DIR + definition.schema, pointer: '', message: `the schema does not compile: ${fault}`, hint: 'fix the keyword ajv names' });
      brokenResources.set(definition.name, SCHEMA_DIR + definition.schema);
      continue;
    }
    bundled.set(definition.name, result.schema);
    schemasByResource.set(definition.name, result.schema);
  }

  if (sources.folderFiles) {
    const namedFixtures = [
      ...definitions.map(({ definition }) => definition.fixture ?? `${definition.name}.json`),
      ...[...brokenResources.keys()].map((name) => `${name}.json`),
    ];
    issues.push(...strayFileIssues(sources.folderFiles, { namedFixtures, ...(sources.featureFixtures ? { featureFixtures: sources.featureFixtures } : {}) }));
  }
  const appRoutes = sources.appRoutes && [
    ...sources.appRoutes,
    ...definitions.flatMap(({ definition }) => resourceRoutes(definition.route ?? definition.name)),
  ];
  const messages =
    locales &&
    withResourceTexts(
      locales.messages,
      definitions.map(({ file, definition }) => ({ file, name: definition.name, translations: definition.translations })),
    );
  const resources: ResourceModel[] = [];
  for (const { file, definition } of definitions) {
    const schema = bundled.get(definition.name);
    if (!schema || brokenResources.has(definition.name)) continue;
    const found = crossCheckResource(file, definition, schema, {
      schemasByResource,
      valueSets,
      brokenResources,
      brokenValueSets,
      ...(sources.fixtures ? { fixtures: sources.fixtures } : {}),
      ...(appRoutes ? { appRoutes } : {}),
      ...(sources.showPages ? { showPages: sources.showPages } : {}),
      ...(messages ? { messages } : {}),
      ...(sources.actionCodes ? { actionCodes: sources.actionCodes } : {}),
    });
    issues.push(...found);
    if (found.length === 0) resources.push(normalizeResource(definition, file, schema, valueSets));
  }

  if (issues.length > 0) return { ok: false, issues: dedupe(issues) };
  const collisions = [...viewOfIssues(resources), ...apiPathCollisions(resources), ...routeCollisions(resources)];
  if (collisions.length > 0) return { ok: false, issues: collisions };
  resources.sort((a, b) => a.menu.order - b.menu.order || a.name.localeCompare(b.name));
  return { ok: true, model: { resources, valueSets } };
}

/** The screens react-admin gives a resource. */
function resourceRoutes(route: string): string[] {
  return [`/${route}`, `/${route}/create`, `/${route}/:id`, `/${route}/:id/show`];
}

function dedupe(issues: RegistryIssue[]): RegistryIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.file}\u0000${issue.pointer}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
