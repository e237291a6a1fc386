import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { customFormats } from '../../src/framework/formats';
import type { Document } from './documentOperations';

/** Checks values against schemas of the document, found by JSON pointer; every `$ref` resolves in the document. */
export interface DocumentValidators {
  /** Whether `value` matches the schema at `pointer` (`#/paths/...`), and ajv's text of why not. */
  check(pointer: string, value: unknown): { ok: true } | { ok: false; why: string };
  /** Whether a query or path value (text) matches a parameter's schema, read as the server reads text (`"2"` is an integer). */
  checkText(schema: object, value: string | string[]): boolean;
}

function ajvOf(coerceTypes: boolean | 'array'): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes, validateSchema: false });
  addFormats(ajv);
  for (const [name, check] of Object.entries(customFormats())) ajv.addFormat(name, check);
  return ajv;
}

/** The node at a JSON pointer (`#/paths/...`) of the document. */
function nodeAt(document: Document, pointer: string): unknown {
  let node: unknown = document;
  for (const raw of pointer.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/** Validators over `document` (added to ajv once, under the id `openapi`). */
export function documentValidators(document: Document): DocumentValidators {
  const ajv = ajvOf(false);
  ajv.addSchema(document as object, 'openapi');
  // Many operations answer the same refusal schema: one validator per schema, found by its pointer's content.
  const compiled = new Map<string, ValidateFunction>();
  const byContent = new Map<string, ValidateFunction>();
  const texts = ajvOf('array');
  // Parameters share a few shapes: one validator per shape, not per parameter.
  const textValidators = new Map<string, ValidateFunction>();
  return {
    check(pointer, value) {
      let validate = compiled.get(pointer);
      if (!validate) {
        const content = JSON.stringify(nodeAt(document, pointer));
        validate = byContent.get(content) ?? ajv.compile({ $ref: `openapi${pointer}` });
        byContent.set(content, validate);
        compiled.set(pointer, validate);
      }
      if (validate(value)) return { ok: true };
      return { ok: false, why: ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 400) };
    },
    checkText(schema, value) {
      // Coercion works on a property: the value is wrapped, as the server's query check reads it.
      const key = JSON.stringify(schema);
      let validate = textValidators.get(key);
      if (!validate) {
        validate = texts.compile({ type: 'object', properties: { value: schema } });
        textValidators.set(key, validate);
      }
      return validate({ value: structuredClone(value) });
    },
  };
}
