import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { writeFixtures } from '../demoApi.testkit';
import { ApiError } from '../http/apiError';
import { createRecordService } from '../records/recordService';
import { createStore } from '../store/createStore';
import type { StoredRecord } from '../store/readCollectionFile';
import { createActionContext, type ActionContext } from './actionContext';

/** The clock of the action unit tests. */
export const NOW = '2024-07-01T12:00:00.000Z';

export interface ActionTestBed {
  context: ActionContext;
  resource(name: string): ResourceModel;
  /** Every stored record of a resource, soft-deleted ones included. */
  stored(name: string): readonly StoredRecord[];
}

/** An action context over a fresh temp store holding `fixtures` (file name → records), the clock at NOW. */
export function actionTestBed(model: RegistryModel, fixtures: Record<string, unknown[]>): ActionTestBed {
  const store = createStore({ model, dataDir: mkdtempSync(join(tmpdir(), 'action-data-')), fixturesDir: writeFixtures(fixtures) });
  const records = createRecordService({ model, store, now: () => new Date(NOW) });
  return {
    context: createActionContext(records),
    resource(name) {
      const found = model.resources.find((resource) => resource.name === name);
      if (!found) throw new Error(`no resource ${name} in the test model`);
      return found;
    },
    stored: (name) => store.collection(name).all(),
  };
}

/** Runs `act`, expects an ApiError with `status` and a body containing `body`, and the stored data of `names` unchanged. */
export function expectRefusal(bed: ActionTestBed, names: string[], act: () => unknown, status: number, body: Record<string, unknown>): void {
  const before = names.map((name) => structuredClone(bed.stored(name)));
  let thrown: unknown;
  try {
    act();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ApiError);
  const error = thrown as ApiError;
  expect({ status: error.status, body: error.body }).toMatchObject({ status, body });
  expect(names.map((name) => bed.stored(name))).toEqual(before);
}
