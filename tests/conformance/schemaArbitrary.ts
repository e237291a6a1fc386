import fc from 'fast-check';

/** A JSON Schema node of the document. */
export type Schema = Record<string, unknown>;

/** What a value is generated against besides its schema: the document (for `$ref`s) and the records that exist. */
export interface SampleContext {
  /** The OpenAPI document: `#/...` references are read from it. */
  root: unknown;
  /** Ids of existing records of a resource, for values the document marks `x-reference`. */
  idsOf(resource: string): readonly (string | number)[];
}

/** Valid CPF and CNPJ numbers: their check digits are not worth generating. */
const FORMAT_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  cpf: ['52998224725', '11144477735'],
  cnpj: ['11222333000181', '04252011000110'],
};

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The node a local `$ref` (`#/components/schemas/x`) points at. */
export function resolvePointer(root: unknown, ref: string): Schema {
  if (!ref.startsWith('#')) throw new Error(`only local references are followed, got ${ref}`);
  let node: unknown = root;
  for (const raw of ref
    .slice(2)
    .split('/')
    .filter((part) => part !== '')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    node = isSchema(node) ? node[key] : undefined;
  }
  if (!isSchema(node)) throw new Error(`${ref} names no schema`);
  return node;
}

/**
 * The schema with its top-level `$ref` and `allOf` folded in, as one node: properties
 * merged, `required` joined (what a validator would ask of a value of both).
 */
export function flatten(root: unknown, schema: Schema, depth = 0): Schema {
  if (depth > 20) return schema;
  const parts: Schema[] = [];
  const { $ref, allOf, ...rest } = schema;
  if (typeof $ref === 'string') parts.push(flatten(root, resolvePointer(root, $ref), depth + 1));
  if (Array.isArray(allOf)) for (const part of allOf) if (isSchema(part)) parts.push(flatten(root, part, depth + 1));
  parts.push(rest);
  return parts.reduce<Schema>((merged, part) => {
    const before = isSchema(merged.properties) ? merged.properties : {};
    const added = isSchema(part.properties) ? part.properties : {};
    // A property both parts declare must match both.
    const properties = {
      ...before,
      ...Object.fromEntries(Object.entries(added).map(([name, schema]) => [name, name in before ? { allOf: [before[name], schema] } : schema])),
    };
    const required = [...new Set([...(Array.isArray(merged.required) ? merged.required : []), ...(Array.isArray(part.required) ? part.required : [])])];
    return { ...merged, ...part, ...(Object.keys(properties).length > 0 ? { properties } : {}), ...(required.length > 0 ? { required } : {}) };
  }, {});
}

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Arbitraries of a regular expression, built once each: building one reads the expression, which is slow. */
const matching = new Map<string, fc.Arbitrary<string>>();
function stringMatching(pattern: string): fc.Arbitrary<string> {
  let arbitrary = matching.get(pattern);
  if (!arbitrary) matching.set(pattern, (arbitrary = fc.stringMatching(new RegExp(pattern, 'u'))));
  return arbitrary;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const min = num(schema.minLength) ?? 0;
  const max = Math.min(num(schema.maxLength) ?? min + 24, min + 24);
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  const fits = (text: string) => text.length >= min && text.length <= (num(schema.maxLength) ?? Infinity);
  if (format && FORMAT_SAMPLES[format]) return fc.constantFrom(...FORMAT_SAMPLES[format]);
  if (format === 'date-time') return fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((time) => new Date(time).toISOString());
  if (format === 'date') return fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((time) => new Date(time).toISOString().slice(0, 10));
  if (format === 'email') return stringMatching('^[a-z]{3,10}$').map((name) => `${name}@example.com`);
  if (format === 'uri' || format === 'url') return stringMatching('^[a-z]{1,10}$').map((name) => `https://example.com/${name}`);
  if (typeof schema.pattern === 'string') return stringMatching(schema.pattern).filter(fits);
  // Mostly plain words (what forms send), sometimes any text, always with something in it.
  const word = stringMatching('^[A-Za-z][A-Za-z0-9 ]{0,30}$').map((text) => text.slice(0, Math.max(max, 1)));
  const any = fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, 1), unit: 'grapheme' }).filter((text) => text.trim() !== '');
  return fc.oneof({ arbitrary: word, weight: 4 }, { arbitrary: any, weight: 1 }).filter(fits);
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = num(schema.exclusiveMinimum);
  const exclusiveMax = num(schema.exclusiveMaximum);
  const min = num(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 1e-6) : -1000);
  const max = num(schema.maximum) ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 1e-6) : Math.max(min, 0) + 1000);
  // Small values as often as any: a page size of 3 tells as much as one of 900, sooner.
  if (integer)
    return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 20)) }), fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((value) => Math.round(value * 100) / 100)
    .filter((value) => value >= min && value <= max);
}

/** Options of a generation: `writing` leaves out what a client does not send (`readOnly`). */
export interface ArbitraryOptions {
  writing: boolean;
}

/**
 * A fast-check arbitrary of values valid against `schema` (mostly: a caller filters with a
 * validator for what it cannot see, such as `if`/`then`). Optional properties come and go;
 * `readOnly` ones are left out when writing; the document's extensions are read as a
 * client would: a value marked `x-reference` is the id of an existing record of that
 * resource, one marked `x-caller` or `x-record-value` (the caller's own id, a copy of the
 * record's value) is left out, one marked `x-requiredWhen` (required by stored records)
 * is always sent.
 */
export function schemaArbitrary(schema: Schema, context: SampleContext, options: ArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  const node = flatten(context.root, schema);
  const reference = node['x-reference'];
  if (typeof reference === 'string') {
    const ids = context.idsOf(reference);
    if (ids.length > 0) return fc.constantFrom(...ids);
  }
  if ('const' in node) return fc.constant(node.const);
  // Content the schema cannot describe (a BPMN model) comes from the document's examples.
  const media = node.contentMediaType;
  if (typeof media === 'string' && !media.includes('json') && Array.isArray(node.examples) && node.examples.length > 0)
    return fc.constantFrom(...(node.examples as unknown[]));
  if (Array.isArray(node.enum) && node.enum.length > 0) return fc.constantFrom(...(node.enum as unknown[]));
  const choices = (Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined) as Schema[] | undefined;
  if (choices && choices.length > 0) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...shared } = node;
    return fc.oneof(...choices.map((choice) => schemaArbitrary({ ...shared, allOf: [choice] }, context, options, depth + 1)));
  }
  if (typeof node.contentMediaType === 'string' && node.contentMediaType.includes('json') && isSchema(node.contentSchema)) {
    return schemaArbitrary(node.contentSchema, context, options, depth + 1).map((value) => JSON.stringify(value));
  }
  const types = typesOf(node);
  const type = types.length > 0 ? types : isSchema(node.properties) ? ['object'] : node.items ? ['array'] : ['string'];
  return fc.oneof(...type.map((one) => typedArbitrary(one, node, context, options, depth)));
}

function typedArbitrary(type: string, node: Schema, context: SampleContext, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(node);
    case 'integer':
    case 'number':
      return numberArbitrary(node, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = isSchema(node.items) ? node.items : {};
      const minLength = num(node.minItems) ?? 0;
      const maxLength = Math.min(num(node.maxItems) ?? minLength + 3, minLength + 3);
      const item = depth > 6 ? fc.constant(null) : schemaArbitrary(items, context, options, depth + 1);
      return node.uniqueItems === true
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(item, { minLength, maxLength });
    }
    default:
      return objectArbitrary(node, context, options, depth);
  }
}

function objectArbitrary(node: Schema, context: SampleContext, options: ArbitraryOptions, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = isSchema(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const arbitraries: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (!isSchema(property)) continue;
    const flat = flatten(context.root, property);
    if (depth > 6 && !required.has(name)) continue;
    // A text some stored record may require is sent, filled: a client cannot tell when it is required.
    if (flat['x-requiredWhen'] !== undefined) {
      arbitraries[name] = stringArbitrary({ minLength: 1, pattern: '^[A-Za-z][A-Za-z0-9 ]{0,30}$' });
      required.add(name);
      continue;
    }
    // The caller's own id or a copy of the record's value: the server has them, a generated one is refused.
    if (!required.has(name) && (flat['x-caller'] !== undefined || flat['x-record-value'] !== undefined)) continue;
    if (options.writing && flat.readOnly === true && !required.has(name)) continue;
    arbitraries[name] = schemaArbitrary(property, context, options, depth + 1);
  }
  const record = fc.record(arbitraries, { requiredKeys: Object.keys(arbitraries).filter((name) => required.has(name)), noNullPrototype: true });
  // An object asking for more keys than it declares gets texts under new names, where it allows them.
  const minimum = num(node.minProperties) ?? 0;
  if (minimum === 0 || node.additionalProperties === false) return record;
  const extra = isSchema(node.additionalProperties) ? schemaArbitrary(node.additionalProperties, context, options, depth + 1) : stringArbitrary({});
  return fc
    .tuple(record, fc.array(extra, { minLength: minimum, maxLength: minimum }))
    .map(([value, extras]) => ({ ...Object.fromEntries(extras.map((item, index) => [`extra${index + 1}`, item])), ...value }));
}
