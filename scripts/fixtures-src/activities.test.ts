import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../../src/framework/registry/formatIssues';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import { checkFixtures } from '../../src/server/checkFixtures';
import { generateActivities } from './activities';
import { FREE_TASKS } from './activityTables';
import { readReferenceData } from './referenceData';

const root = resolve(import.meta.dirname, '..', '..');
const refs = readReferenceData(join(root, 'fixtures'));

describe('generateActivities', () => {
  it('writes records that pass the schemas, references and rules of the registry', () => {
    const { activities, activityTasks } = generateActivities(refs, { count: 150, seed: 5 });
    const copy = mkdtempSync(join(tmpdir(), 'activities-check-'));
    for (const dir of ['schemas', 'resources', 'fixtures']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
    writeFileSync(join(copy, 'fixtures', 'activity.json'), JSON.stringify(activities));
    writeFileSync(join(copy, 'fixtures', 'activity-task.json'), JSON.stringify(activityTasks));
    const registry = loadRegistryFromDir(copy);
    if (!registry.ok) throw new Error(`the entity files do not load:\n${formatIssues(registry.issues)}`);
    const issues = checkFixtures(registry.model, join(copy, 'fixtures')).filter((issue) => /\/activity(-task)?\.json$/.test(issue.file));
    expect(formatIssues(issues)).toBe(formatIssues([]));
    rmSync(copy, { recursive: true, force: true });
  });

  it('is the same for a seed and differs for another', () => {
    const once = generateActivities(refs, { count: 60, seed: 9 });
    expect(generateActivities(refs, { count: 60, seed: 9 })).toEqual(once);
    expect(generateActivities(refs, { count: 60, seed: 10 }).activities).not.toEqual(once.activities);
  });

  it("lists each activity's own activity-task records in its tasks, in order", () => {
    const { activities, activityTasks } = generateActivities(refs, { count: 300, seed: 1 });
    const byId = new Map(activityTasks.map((task) => [task._id, task]));
    const seen = new Set<unknown>();
    for (const activity of activities) {
      const tasks = (activity.tasks as string[]).map((id) => byId.get(id));
      expect(tasks.every((task) => task?.activityId === activity._id)).toBe(true);
      expect(tasks.map((task) => task?.order)).toEqual(tasks.map((_, index) => index + 1));
      for (const id of activity.tasks as string[]) seen.add(id);
    }
    expect(seen.size).toBe(activityTasks.length);
  });

  it('leaves the free tasks unlinked and links the first task by order', () => {
    const { activityTasks } = generateActivities(refs, { count: 240, seed: 20240517 });
    const linked = new Set(activityTasks.map((task) => task.task));
    const free = refs.tasks.filter((task) => FREE_TASKS.has(task.description));
    expect(free.length).toBeGreaterThanOrEqual(5);
    expect(free.filter((task) => linked.has(task._id))).toEqual([]);
    expect(linked.has([...refs.tasks].sort((a, b) => a.order - b.order)[0]?._id)).toBe(true);
  });

  it('tags small sets with the elements of the fixtures, and large ones also with made-up tags', () => {
    const identifiers = new Set(refs.elements.map((element) => element.identifier));
    const small = generateActivities(refs, { count: 240, seed: 3 }).activities;
    expect(small.filter((activity) => !identifiers.has(String(activity.tag)))).toEqual([]);
    const large = generateActivities(refs, { count: 3000, seed: 3 }).activities;
    const madeUp = large.filter((activity) => !identifiers.has(String(activity.tag)));
    expect(madeUp.length).toBeGreaterThan(2000);
    for (const activity of madeUp) expect(activity.tag).toMatch(/^([A-Z]+-\d{4}[AB]?|L-\d+-[A-Z]{2}-\d{4})$/);
  });

  it('weights execution statuses toward not started, in progress and completed, and spreads dates over two years', () => {
    const { activities } = generateActivities(refs, { count: 2000, seed: 4 });
    const counts = new Map<unknown, number>();
    for (const activity of activities) counts.set(activity.executionStatus, (counts.get(activity.executionStatus) ?? 0) + 1);
    const top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([status]) => status);
    expect(top.sort()).toEqual([0, 2, 3]);
    const years = new Set(activities.map((activity) => String(activity.generationDate).slice(0, 4)));
    expect([...years].sort()).toEqual(['2024', '2025']);
    for (const activity of activities) {
      expect(String(activity.generationDate) <= String(activity.lastUpdated)).toBe(true);
      expect(activity.isDeleted).toBe(false);
    }
  });

  it('leaves out the references of a missing fixture and says so', () => {
    const partial = mkdtempSync(join(tmpdir(), 'partial-refs-'));
    for (const file of ['discipline.json', 'activity-type.json', 'document-type.json', 'task.json', 'event.json', 'project.json', 'user-group.json']) {
      cpSync(join(root, 'fixtures', file), join(partial, file));
    }
    const { activities, activityTasks, notes } = generateActivities(readReferenceData(partial), { count: 50, seed: 2 });
    expect(notes).toEqual([
      'user.json not found: activities are generated without the references it would give.',
      'element.json not found: activities are generated without the references it would give.',
    ]);
    expect(activities.some((activity) => 'elementId' in activity || 'responsibles' in activity)).toBe(false);
    expect(activityTasks.some((task) => 'responsibleId' in task || 'elementChildrensValues' in task)).toBe(false);
    expect(activities).toHaveLength(50);
  });
});
