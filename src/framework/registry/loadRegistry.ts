import { bundleSchema } from './bundleSchema';
import { checkSchemaDocument } from './checkSchemaDocument';
import { crossCheckResource } from './crossCheckResource';
import { loadValueSets } from './loadValueSets';
import { resourceDefinitionValidator } from './metaValidators';
import { normalizeResource } from './normalizeResource';
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

  const documents = new Map<string, unknown>();
  for (const [name, text] of Object.entries(sources.schemas)) {
    const parsed = parseJsonFile(SCHEMA_DIR + name, text);
    if (!parsed.ok) {
      issues.push(parsed.issue);
      continue;
    }
    documents.set(name, parsed.value);
    issues.push(...checkSchemaDocument(SCHEMA_DIR + name, parsed.value));
  }

  const definitions: { file: string; definition: ResourceDefinitionFile }[] = [];
  const validateDefinition = resourceDefinitionValidator();
  for (const [name, text] of Object.entries(sources.resources)) {
    const file = RESOURCE_DIR + name;
    const parsed = parseJsonFile(file, text);
    if (!parsed.ok) {
      issues.push(parsed.issue);
      continue;
    }
    if (!validateDefinition(parsed.value)) {
      for (const error of validateDefinition.errors ?? []) {
        const extra = error.keyword === 'additionalProperties' ? ` "${String(error.params.additionalProperty)}"` : '';
        issues.push({ file, pointer: error.instancePath, message: `${error.message ?? error.keyword}${extra}` });
      }
      continue;
    }
    definitions.push({ file, definition: parsed.value as ResourceDefinitionFile });
  }

  const schemasByResource = new Map<string, SchemaNode>();
  const bundled = new Map<string, SchemaNode>();
  const paths = new Map<string, string>();
  for (const { file, definition } of definitions) {
    if (schemasByResource.has(definition.name)) {
      issues.push({ file, pointer: '/name', message: `another definition already names the resource "${definition.name}"` });
    }
    const listPath = `${definition.api.path} ${definition.api.list?.path ?? ''}`;
    const owner = paths.get(listPath);
    if (owner) issues.push({ file, pointer: '/api/path', message: `API path "${definition.api.path}" is already used by ${owner}` });
    paths.set(listPath, file);
    if (!documents.has(definition.schema)) {
      const present = sources.schemas[definition.schema] !== undefined;
      if (!present) issues.push({ file, pointer: '/schema', message: `schema file "schemas/${definition.schema}" does not exist` });
      continue;
    }
    const result = bundleSchema(definition.schema, documents);
    issues.push(...result.issues.map((issue) => ({ ...issue, file: SCHEMA_DIR + issue.file })));
    bundled.set(definition.name, result.schema);
    schemasByResource.set(definition.name, result.schema);
  }

  const resources: ResourceModel[] = [];
  for (const { file, definition } of definitions) {
    const schema = bundled.get(definition.name);
    if (!schema) continue;
    const found = crossCheckResource(file, definition, schema, {
      schemasByResource,
      valueSets,
      ...(sources.fixtures ? { fixtures: sources.fixtures } : {}),
    });
    issues.push(...found);
    if (found.length === 0) resources.push(normalizeResource(definition, file, schema, valueSets));
  }

  if (issues.length > 0) return { ok: false, issues: dedupe(issues) };
  resources.sort((a, b) => a.menu.order - b.menu.order || a.name.localeCompare(b.name));
  return { ok: true, model: { resources, valueSets } };
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
