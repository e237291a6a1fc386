import { describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import type { RegistryModel, ValueSetModel } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { badgeCatalogue } from './badgeCatalogue';

const status: ValueSetModel = {
  name: 'job-status',
  file: 'resources/job-status.values.json',
  values: [
    { value: 2, key: 'DONE', color: 'green', phase: 'conclusive', labels: { en: 'Done' }, order: 2 },
    { value: 1, key: 'OPEN', color: 'grey', phase: 'initial', labels: { en: 'Open' }, order: 1 },
  ],
};

const model: RegistryModel = {
  valueSets: { 'job-status': status },
  resources: [
    testResourceModel({
      name: 'job',
      valueSets: { status: 'job-status', 'history[].status': 'job-status' },
      valueSetModels: { status, 'history[].status': status },
    }),
    testResourceModel({
      name: 'part',
      list: {
        columns: [
          { field: 'state', sortable: true, badge: { NEW: 'blue', OLD: 'grey' } },
          { field: 'name', sortable: true },
        ],
        optionalColumns: [
          { field: 'state', sortable: true, badge: { NEW: 'blue', OLD: 'grey' } },
          { field: 'risk', sortable: false, badge: { HIGH: 'red' } },
        ],
        sort: { field: 'name', order: 'ASC' },
        perPage: 25,
        choicesPerPage: 25,
        filters: [],
      },
    }),
  ],
};

describe('badgeCatalogue', () => {
  const catalogue = badgeCatalogue(model);

  it('lists each value set in display order with the fields that show it', () => {
    expect(catalogue.groups[0]).toEqual({
      kind: 'valueSet',
      name: 'job-status',
      entries: [status.values[1], status.values[0]],
      usedBy: [
        { resource: 'job', field: 'status' },
        { resource: 'job', field: 'history[].status' },
      ],
    });
  });

  it('lists each coloured column once, default and optional alike', () => {
    expect(catalogue.groups.slice(1)).toEqual([
      {
        kind: 'column',
        resource: 'part',
        field: 'state',
        badges: [
          { value: 'NEW', color: 'blue' },
          { value: 'OLD', color: 'grey' },
        ],
      },
      { kind: 'column', resource: 'part', field: 'risk', badges: [{ value: 'HIGH', color: 'red' }] },
    ]);
  });

  it('answers every colour in use once, in the palette order', () => {
    expect(catalogue.colors).toEqual(['grey', 'green', 'red', 'blue']);
  });

  it('answers nothing for a registry without badges', () => {
    expect(badgeCatalogue({ resources: [testResourceModel({ name: 'plain' })] })).toEqual({ colors: [], groups: [] });
  });

  it("covers the project's own definitions: the activity statuses and the spec's colours among them", () => {
    const loaded = loadRegistryFromDir(process.cwd());
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const own = badgeCatalogue(loaded.model);
    const activity = own.groups.find((group) => group.kind === 'valueSet' && group.name === 'activity-status');
    expect(activity?.kind === 'valueSet' ? activity.entries.map((entry) => entry.value) : []).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    // Spec §3: not started grey, blocked orange, in progress cyan, completed green, with pendencies yellow, reproved red.
    expect(own.colors).toEqual(expect.arrayContaining(['grey', 'orange', 'cyan', 'green', 'yellow', 'red']));
  });
});
