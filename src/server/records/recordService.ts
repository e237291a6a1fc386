import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { RegistryModel, ResourceModel, ToggleAction } from '../../framework/registry/types';
import type { QueryResult } from '../../framework/query/queryRecords';
import { ApiError, itemNotFound } from '../http/apiError';
import { createQueryEngines } from '../query/queryEngines';
import { actionOnlyDefaults, checkActionOnlyFields } from '../rules/actionOnlyFields';
import { checkReferences, type RecordExists } from '../rules/checkReferences';
import { generatedCodes } from '../rules/generatedCodes';
import { compileRecordValidator, type RecordValidator } from '../rules/compileRecordValidator';
import { countGuardLinks } from '../rules/countGuardLinks';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import { findUniqueConflict } from '../rules/findUniqueConflict';
import { pickFields, serverFilledFields, serverManagedFields, withoutFields } from '../rules/serverManagedFields';
import { unknownFieldErrors } from '../rules/unknownFieldErrors';
import { orderByProperties } from '../rules/orderByProperties';
import { checkOwnedFields, ownedFields } from '../rules/ownedFields';
import { toFieldErrors } from '../rules/toFieldErrors';
import type { DemoStore } from '../store/createStore';
import { newRecordId } from '../store/newRecordId';
import type { StoredRecord } from '../store/readCollectionFile';
import { validationError } from './validationError';
import { definedCode } from '../http/errorCodes';

/** Reads and writes of the demo API, with every rule of the registry applied. Refusals throw ApiError. */
export interface RecordService {
  list(resource: ResourceModel): readonly StoredRecord[];
  /** A list query (filters, sort, paging) answered from indexes: what queryRecords answers over `list(resource)`. */
  query(resource: ResourceModel, params: Readonly<Record<string, string>>): QueryResult;
  /** Throws 404 NOT_FOUND for an unknown id. */
  get(resource: ResourceModel, id: string): StoredRecord;
  /** Whether resource `name` has a record `id` (a soft-deleted one too, as a reference check counts it); undefined for no such resource. */
  exists: RecordExists;
  /**
   * Stores a new record from a client body; the server sets the id, timestamps and generated
   * codes. Action-only fields start at their default unless `byOwner`.
   */
  create(resource: ResourceModel, body: unknown, options?: { byOwner?: boolean }): StoredRecord;
  /**
   * Stores new records from several bodies (an import), all or none: in one journal line
   * when every body passes the rules of `create` (unique rules also among the bodies),
   * else nothing, with each refusal by its body's index. `dryRun` checks without storing.
   */
  createMany(resource: ResourceModel, bodies: readonly unknown[], options?: { dryRun?: boolean }): CreateManyResult;
  /**
   * Replaces every writable field of a record; id, createdAt and other readOnly values stay.
   * An action-only field (`changedOnlyByActions`) may not change, unless `byOwner` (the
   * external system writing a pendency it owns).
   */
  replace(resource: ResourceModel, id: string, body: unknown, options?: { byOwner?: boolean }): StoredRecord;
  /** Deletes a record unless a delete guard finds records linked to it. */
  remove(resource: ResourceModel, id: string): StoredRecord;
  /** Sets the boolean of a toggle action from `body[action.field]`. */
  toggle(resource: ResourceModel, action: ToggleAction, id: string, body: unknown): StoredRecord;
  /**
   * Adds a feature's rule on the bodies written to `resource` (a process model's safety):
   * create, createMany and replace run it first (replace once the record is found) and
   * refuse with what it throws, so every route writing the resource applies it. `declared`
   * tells the API document of the routes that write the resource what the rule asks of
   * the fields it reads and the refusals it answers.
   */
  addBodyCheck(resource: string, check: BodyCheck, declared?: BodyCheckDeclaration): void;
  /** What the body checks of `resource` declare, merged (see addBodyCheck). */
  bodyChecksDeclared(resource: string): Required<BodyCheckDeclaration>;
  /** What the service is built on, for the entity actions (src/server/actions), which write through the collections. */
  readonly options: { model: RegistryModel; store: DemoStore; now: () => Date };
}

/** A feature's rule on a write body: throws ApiError to refuse it. */
export type BodyCheck = (body: unknown) => void;

/** Field → a JSON Schema of what a body check asks of it beyond the entity schema. */
export type BodyCheckFields = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** What a body check declares for the API document of the writes it applies to. */
export interface BodyCheckDeclaration {
  /** What it asks of the fields it reads, in JSON Schema (a media type, an example that passes). */
  fields?: BodyCheckFields;
  /** The codes it refuses with, by status. */
  refusals?: Readonly<Record<number, readonly string[]>>;
}

export type CreateManyResult = { ok: true; records: StoredRecord[] } | { ok: false; failures: { index: number; error: ApiError }[] };

export interface RecordServiceOptions {
  model: RegistryModel;
  store: DemoStore;
  /** Clock of the timestamps (tests pin it). */
  now?: () => Date;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Builds the record service over `store`; schemas compile on first use. */
export function createRecordService({ model, store, now = () => new Date() }: RecordServiceOptions): RecordService {
  const validators = new Map<string, RecordValidator>();
  const resourceNames = new Set(model.resources.map((resource) => resource.name));
  const queries = createQueryEngines(model, store);

  const validatorOf = (resource: ResourceModel): RecordValidator => {
    let validator = validators.get(resource.name);
    if (!validator) {
      validator = compileRecordValidator(resource.schema);
      validators.set(resource.name, validator);
    }
    return validator;
  };

  const bodyChecks = new Map<string, BodyCheck[]>();
  const declarations = new Map<string, Required<BodyCheckDeclaration>>();
  const runBodyChecks = (resource: ResourceModel, body: unknown): void => {
    for (const check of bodyChecks.get(resource.name) ?? []) check(body);
  };

  const exists = (name: string, id: string): boolean | undefined => (resourceNames.has(name) ? store.collection(name).get(id) !== undefined : undefined);

  const get = (resource: ResourceModel, id: string): StoredRecord => {
    const record = store.collection(resource.name).get(id);
    // A soft-deleted record is gone for every client call.
    if (!record || isSoftDeleted(resource, record)) throw itemNotFound();
    return record;
  };

  /** The writable part of a body, after the schema, references and unique rules accept it. */
  const checkedBody = (resource: ResourceModel, body: unknown, selfId?: string): Record<string, unknown> => {
    // On create, a required read-only field the server does not fill comes from the client; afterwards it stays.
    const managed = selfId === undefined ? serverFilledFields(resource) : serverManagedFields(resource);
    const writable = withoutFields(body, managed);
    // The server fills managed fields, so a schema requiring them is not the client's fault.
    const errors: FieldErrorBody[] = [
      ...unknownFieldErrors(resource, writable),
      ...toFieldErrors(validatorOf(resource)(writable)).filter((error) => !(error.keyword === 'required' && managed.has(error.field))),
    ];
    if (isObject(writable)) errors.push(...checkReferences(resource, writable, exists));
    if (errors.length > 0 || !isObject(writable)) {
      throw validationError(orderByProperties(errors, Object.keys(resource.schema.properties ?? {})), resource.errors);
    }

    const collection = store.collection(resource.name);
    for (const rule of resource.unique) {
      if (!findUniqueConflict(rule, writable, collection.all(), collection.idField, selfId)) continue;
      throw new ApiError(rule.status, {
        error: definedCode(rule.error),
        message: rule.error,
        ...(rule.display === 'field' ? { errors: [{ field: rule.fields[0] ?? '', keyword: 'unique', message: rule.error }] } : {}),
      });
    }
    return writable;
  };

  const stamp = (resource: ResourceModel, created: boolean): Record<string, string> => {
    const time = now().toISOString();
    const { createdAt, updatedAt } = resource.timestamps;
    return { ...(created && createdAt ? { [createdAt]: time } : {}), ...(updatedAt ? { [updatedAt]: time } : {}) };
  };

  return {
    options: { model, store, now },
    list: (resource) => store.collection(resource.name).all(),
    query: (resource, params) => queries.query(resource, params),
    get,
    exists,
    addBodyCheck(resource, check, { fields = {}, refusals = {} } = {}) {
      bodyChecks.set(resource, [...(bodyChecks.get(resource) ?? []), check]);
      const before = declarations.get(resource) ?? { fields: {}, refusals: {} };
      const statuses = new Set([...Object.keys(before.refusals), ...Object.keys(refusals)].map(Number));
      declarations.set(resource, {
        fields: { ...before.fields, ...fields },
        refusals: Object.fromEntries([...statuses].map((status) => [status, [...new Set([...(before.refusals[status] ?? []), ...(refusals[status] ?? [])])]])),
      });
    },
    bodyChecksDeclared(resource) {
      return declarations.get(resource) ?? { fields: {}, refusals: {} };
    },
    create(resource, body, options = {}) {
      runBodyChecks(resource, body);
      const defaults = actionOnlyDefaults(resource);
      if (!options.byOwner) checkActionOnlyFields(resource, body, defaults);
      const writable = checkedBody(resource, isObject(body) ? { ...defaults, ...body } : body);
      const collection = store.collection(resource.name);
      const id = newRecordId(collection.all().map((record) => record[collection.idField]));
      const record = { [collection.idField]: id, ...writable, ...generatedCodes(resource, collection.all()), ...stamp(resource, true) };
      collection.insert(record);
      // What is stored: a follower may have filled maintained fields (a path, a count).
      return collection.get(String(id)) ?? record;
    },
    createMany(resource, bodies, { dryRun = false } = {}) {
      const defaults = actionOnlyDefaults(resource);
      const collection = store.collection(resource.name);
      const ids = collection.all().map((record) => record[collection.idField]);
      const records: StoredRecord[] = [];
      const failures: { index: number; error: ApiError }[] = [];
      bodies.forEach((body, index) => {
        try {
          runBodyChecks(resource, body);
          checkActionOnlyFields(resource, body, defaults);
          const writable = checkedBody(resource, isObject(body) ? { ...defaults, ...body } : body);
          const sibling = resource.unique.find((rule) => findUniqueConflict(rule, writable, records, collection.idField));
          if (sibling)
            throw new ApiError(sibling.status, {
              error: definedCode(sibling.error),
              message: sibling.error,
              errors: [{ field: sibling.fields[0] ?? '', keyword: 'unique', message: sibling.error }],
            });
          const id = newRecordId(ids);
          ids.push(id);
          const codes = resource.generatedCodes ? generatedCodes(resource, [...collection.all(), ...records]) : {};
          records.push({ [collection.idField]: id, ...writable, ...codes, ...stamp(resource, true) });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          failures.push({ index, error });
        }
      });
      if (failures.length > 0) return { ok: false, failures };
      if (!dryRun && records.length > 0) collection.apply({ insert: records });
      return { ok: true, records: dryRun ? records : records.map((record) => collection.get(String(record[collection.idField])) ?? record) };
    },
    replace(resource, id, body, options = {}) {
      const existing = get(resource, id);
      runBodyChecks(resource, body);
      if (!options.byOwner) checkActionOnlyFields(resource, body, existing);
      const { kept, strict } = ownedFields(resource, existing, options);
      checkOwnedFields(resource, body, existing, options.byOwner ? new Set([...strict].filter((field) => serverManagedFields(resource).has(field))) : strict);
      // What the body leaves out of the kept fields stays as stored (a status, its history, a read-only name).
      const writable = checkedBody(resource, isObject(body) ? { ...pickFields(existing, kept), ...body } : body, id);
      const record = { ...pickFields(existing, kept), ...writable, ...stamp(resource, false) };
      store.collection(resource.name).replace(record);
      return store.collection(resource.name).get(id) ?? record;
    },
    remove(resource, id) {
      const record = get(resource, id);
      // Whether this caller may delete it at all comes before whether it may be deleted.
      store.collection(resource.name).check([{ kind: 'remove', record }]);
      for (const guard of resource.deleteGuards) {
        if (!resourceNames.has(guard.resource)) continue;
        const count = countGuardLinks(guard, id, store.collection(guard.resource).all());
        if (count > 0) throw new ApiError(guard.status, { error: definedCode(guard.error), message: guard.error, count });
      }
      const removed = store.collection(resource.name).remove(id);
      if (!removed) throw itemNotFound();
      return removed;
    },
    toggle(resource, action, id, body) {
      const existing = get(resource, id);
      const value = isObject(body) ? body[action.field] : undefined;
      if (typeof value !== 'boolean') {
        const missing = value === undefined;
        const error: FieldErrorBody = missing
          ? { field: action.field, keyword: 'required', message: 'FIELD_IS_REQUIRED' }
          : { field: action.field, keyword: 'type', message: 'validation.type', params: { type: 'boolean' } };
        throw validationError([error], resource.errors);
      }
      const record = { ...existing, [action.field]: value, ...stamp(resource, false) };
      store.collection(resource.name).replace(record);
      return record;
    },
  };
}
