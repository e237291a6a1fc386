import { didYouMean } from './closestName';
import { joinPointer } from './jsonPointer';
import type { RegistryIssue, SchemaNode } from './types';
import { walkSchema } from './walkSchema';
import { JSON_TYPE_OF } from './jsonTypes';

/** Every keyword JSON Schema 2020-12 defines (core, applicators, validation, annotations, formats, content). */
const KEYWORDS = new Set([
  '$schema',
  '$id',
  '$ref',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  '$comment',
  '$defs',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'prefixItems',
  'items',
  'contains',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'type',
  'const',
  'enum',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'title',
  'description',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
  'format',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
]);

/** Lower and upper bounds that cannot cross. */
const BOUNDS: readonly [string, string][] = [
  ['minimum', 'maximum'],
  ['exclusiveMinimum', 'exclusiveMaximum'],
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
  ['minProperties', 'maxProperties'],
  ['minContains', 'maxContains'],
];

/** Why `value` breaks the rules of `node` itself (not those behind a `$ref`), or undefined. */
export function ownRuleBroken(node: SchemaNode, value: unknown): string | undefined {
  const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
  if (types.length > 0 && !types.some((type) => JSON_TYPE_OF[type]?.(value))) return `is not of type ${types.join(' or ')}`;
  if (Array.isArray(node.enum) && !node.enum.some((choice) => JSON.stringify(choice) === JSON.stringify(value)))
    return `is not one of its enum (${node.enum.map((v) => JSON.stringify(v)).join(', ')})`;
  if ('const' in node && JSON.stringify(node.const) !== JSON.stringify(value)) return `is not its const ${JSON.stringify(node.const)}`;
  if (
    Array.isArray(node.oneOf) &&
    node.oneOf.length > 0 &&
    node.oneOf.every((branch) => 'const' in branch) &&
    !node.oneOf.some((branch) => JSON.stringify(branch.const) === JSON.stringify(value))
  ) {
    return `is not one of its values (${node.oneOf.map((branch) => JSON.stringify(branch.const)).join(', ')})`;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof node.minLength === 'number' && length < node.minLength) return `is shorter than its minLength ${node.minLength}`;
    if (typeof node.maxLength === 'number' && length > node.maxLength) return `is longer than its maxLength ${node.maxLength}`;
    if (typeof node.pattern === 'string') {
      try {
        if (!new RegExp(node.pattern, 'u').test(value)) return `does not match its pattern ${node.pattern}`;
      } catch {
        return undefined; // the compile step names a pattern that is no regular expression
      }
    }
  }
  if (typeof value === 'number') {
    if (typeof node.minimum === 'number' && value < node.minimum) return `is below its minimum ${node.minimum}`;
    if (typeof node.maximum === 'number' && value > node.maximum) return `is above its maximum ${node.maximum}`;
    if (typeof node.exclusiveMinimum === 'number' && value <= node.exclusiveMinimum) return `is not above its exclusiveMinimum ${node.exclusiveMinimum}`;
    if (typeof node.exclusiveMaximum === 'number' && value >= node.exclusiveMaximum) return `is not below its exclusiveMaximum ${node.exclusiveMaximum}`;
  }
  if (Array.isArray(value)) {
    if (typeof node.minItems === 'number' && value.length < node.minItems) return `has fewer items than its minItems ${node.minItems}`;
    if (typeof node.maxItems === 'number' && value.length > node.maxItems) return `has more items than its maxItems ${node.maxItems}`;
  }
  return undefined;
}

/**
 * A schema file's rules that cannot all hold or are not JSON Schema: an unknown keyword
 * (`requried`, `minLenght`: ajv would ignore it and the rule would silently not exist),
 * bounds that cross (`minLength` above `maxLength`), a `default` or an example its own
 * rules refuse. Keywords starting with `x-` are the project's annotations and pass.
 */
export function schemaRuleIssues(file: string, document: unknown): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  walkSchema(document, (node, pointer) => {
    for (const keyword of Object.keys(node)) {
      if (KEYWORDS.has(keyword) || keyword.startsWith('x-')) continue;
      issues.push({
        file,
        pointer: joinPointer(pointer, keyword),
        message: `unknown keyword "${keyword}"${didYouMean(keyword, KEYWORDS)}: JSON Schema 2020-12 does not define it, so it would be ignored`,
        hint: 'fix the spelling, or prefix an annotation of your own with "x-"',
      });
    }
    for (const [low, high] of BOUNDS) {
      const [min, max] = [node[low], node[high]];
      if (typeof min === 'number' && typeof max === 'number' && (min > max || (low === 'exclusiveMinimum' && min >= max))) {
        issues.push({
          file,
          pointer: joinPointer(pointer, low),
          message: `"${low}" ${min} is above "${high}" ${max}: no value can satisfy both`,
          hint: `lower "${low}" or raise "${high}"`,
        });
      }
    }
    if (typeof node.minimum === 'number' && typeof node.exclusiveMaximum === 'number' && node.minimum >= node.exclusiveMaximum) {
      issues.push({
        file,
        pointer: joinPointer(pointer, 'minimum'),
        message: `"minimum" ${node.minimum} is not below "exclusiveMaximum" ${node.exclusiveMaximum}: no value can satisfy both`,
      });
    }
    const samples: [unknown, string][] = [
      ...('default' in node ? [[node.default, joinPointer(pointer, 'default')] as [unknown, string]] : []),
      ...(Array.isArray(node.examples) ? node.examples.map((example, i): [unknown, string] => [example, joinPointer(pointer, 'examples', i)]) : []),
    ];
    for (const [value, at] of samples) {
      const broken = ownRuleBroken(node, value);
      if (broken)
        issues.push({
          file,
          pointer: at,
          message: `${at.endsWith('/default') ? 'the default' : 'the example'} ${JSON.stringify(value)} ${broken}`,
          hint: 'a value the schema itself refuses can never be saved',
        });
    }
  });
  return issues;
}
