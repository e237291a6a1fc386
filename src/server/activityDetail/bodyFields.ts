import type { FieldErrorBody } from '../../framework/data/apiConventions';
import { validationError } from '../records/validationError';
import { isObject } from './activityContext';

/** Ids of the product: 24 lowercase hex characters. */
const ID_PATTERN = /^[0-9a-f]{24}$/;

function required(field: string): FieldErrorBody {
  return { field, keyword: 'required', message: 'FIELD_IS_REQUIRED' };
}

function wrongType(field: string, type: string): FieldErrorBody {
  return { field, keyword: 'type', message: 'validation.type', params: { type } };
}

/**
 * Reads a request body field by field, collecting every fault, so that one 400
 * VALIDATION_ERROR names them all (`check()` throws it) before anything is stored.
 */
export class BodyReader {
  private readonly errors: FieldErrorBody[] = [];
  private readonly body: Record<string, unknown>;

  constructor(body: unknown) {
    this.body = isObject(body) ? body : {};
    if (!isObject(body)) this.errors.push({ field: '', keyword: 'type', message: 'validation.type', params: { type: 'object' } });
  }

  /** A non-blank text of at most `maxLength` characters, trimmed. */
  text(field: string, maxLength: number): string {
    const value = this.body[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      this.errors.push(required(field));
      return '';
    }
    if (typeof value !== 'string') {
      this.errors.push(wrongType(field, 'string'));
      return '';
    }
    if (value.trim().length > maxLength) this.errors.push({ field, keyword: 'maxLength', message: 'validation.maxLength', params: { limit: maxLength } });
    return value.trim();
  }

  /** One record id. */
  id(field: string): string {
    const value = this.body[field];
    if (value === undefined || value === null || value === '') {
      this.errors.push(required(field));
      return '';
    }
    if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
      this.errors.push({ field, keyword: 'pattern', message: 'validation.pattern', params: { pattern: ID_PATTERN.source } });
      return '';
    }
    return value;
  }

  /** A non-empty list of distinct record ids, at most `maxItems`. */
  ids(field: string, maxItems: number): string[] {
    const value = this.body[field];
    if (value === undefined || value === null) {
      this.errors.push(required(field));
      return [];
    }
    if (!Array.isArray(value)) {
      this.errors.push(wrongType(field, 'array'));
      return [];
    }
    if (value.length === 0) this.errors.push({ field, keyword: 'minItems', message: 'validation.minItems', params: { limit: 1 } });
    if (value.length > maxItems) this.errors.push({ field, keyword: 'maxItems', message: 'validation.maxItems', params: { limit: maxItems } });
    value.forEach((item, index) => {
      if (typeof item !== 'string' || !ID_PATTERN.test(item)) this.errors.push({ field: `${field}.${index}`, keyword: 'pattern', message: 'validation.pattern', params: { pattern: ID_PATTERN.source } });
    });
    if (new Set(value).size !== value.length) this.errors.push({ field, keyword: 'uniqueItems', message: 'validation.uniqueItems' });
    return value.filter((item): item is string => typeof item === 'string');
  }

  /** Adds a fault found by the caller (an id that names nothing). */
  fault(error: FieldErrorBody): void {
    this.errors.push(error);
  }

  /** Throws 400 VALIDATION_ERROR with every fault found so far. */
  check(): void {
    if (this.errors.length > 0) throw validationError(this.errors, {});
  }
}
