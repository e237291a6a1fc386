/**
 * API contract of `digital-process-instance` (spec §3, §4, §7): `GET .../page`,
 * `GET .../{id}`, `PUT digital-process-instance/cancel/{id}` and `PUT .../{id}/delete`,
 * through the real demo API over the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import {
  UNKNOWN_ID,
  dataOf,
  entityApiOfFile,
  expectPagedList,
  fieldErrors,
  first,
  ids,
  listAll,
  readFixture,
  refusal,
  resourceNamed,
} from './entityApi.testkit';

const instances = readFixture('digital-process-instance');
const pendencies = readFixture('pendency');
const OPEN = new Set(['DRAFT', 'AWAITING_EVALUATION', 'AWAITING_INFORMATION', 'IN_PROGRESS']);

const api = entityApiOfFile();

const cancel = (id: unknown) => api.call('PUT', `digital-process-instance/cancel/${String(id)}`, {});

describe('the demo instances', () => {
  it('have every execution status and count their open pendencies by classification', () => {
    expect(new Set(instances.map((i) => i.executionStatus))).toEqual(new Set(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED']));
    for (const instance of instances) {
      const own = pendencies.filter((p) => (instance.pendencies as string[]).includes(String(p._id)));
      expect(own).toHaveLength((instance.pendencies as string[]).length);
      const open = own.filter((p) => OPEN.has(String(p.status)));
      expect(instance.impeditivePendenciesCount, String(instance.name)).toBe(open.filter((p) => p.classification === 'IMPEDITIVE').length);
      expect(instance.nonImpeditivePendenciesCount, String(instance.name)).toBe(open.filter((p) => p.classification === 'NON_IMPEDITIVE').length);
      for (const p of own) expect(p.elements, String(instance.name)).toContain(instance.elementId);
    }
  });
});

describe('GET digital-process-instance/page', () => {
  it('answers {items, count}, newest first by default, and filters by status, process and element', async () => {
    expect(resourceNamed('digital-process-instance').list.sort).toEqual({ field: 'createdAt', order: 'DESC' });
    const newest = [...instances].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    await expectPagedList(
      api,
      'digital-process-instance/page',
      newest.map((i) => i._id),
      { limit: 5, sort: 'createdAt', order: 'DESC' },
      '_id',
    );
    expect(ids(await listAll(api, 'digital-process-instance/page', { executionStatus: 'IN_PROGRESS,NOT_STARTED' }))).toEqual(
      ids(instances.filter((i) => i.executionStatus === 'IN_PROGRESS' || i.executionStatus === 'NOT_STARTED')),
    );
    const some = instances[0];
    expect(ids(await listAll(api, 'digital-process-instance/page', { digitalProcessId: String(some?.digitalProcessId) }))).toEqual(
      ids(instances.filter((i) => i.digitalProcessId === some?.digitalProcessId)),
    );
    expect(ids(await listAll(api, 'digital-process-instance/page', { elementId: String(some?.elementId) }))).toEqual(
      ids(instances.filter((i) => i.elementId === some?.elementId)),
    );
  });
});

describe('PUT digital-process-instance/cancel/{id}', () => {
  it('sets executionStatus to CANCELLED and answers the instance', async () => {
    const running = first(instances, (i) => i.executionStatus === 'IN_PROGRESS', 'instance in progress');
    const answer = await cancel(running._id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dataOf(answer)).toMatchObject({ _id: running._id, executionStatus: 'CANCELLED' });
    expect(dataOf(await api.call('GET', `digital-process-instance/${String(running._id)}`)).executionStatus).toBe('CANCELLED');
    const waiting = first(instances, (i) => i.executionStatus === 'NOT_STARTED', 'instance not started');
    expect(dataOf(await cancel(waiting._id)).executionStatus).toBe('CANCELLED');
  });

  it('refuses an instance already cancelled or completed', async () => {
    const cancelled = first(instances, (i) => i.executionStatus === 'CANCELLED', 'cancelled instance');
    expect(refusal(await cancel(cancelled._id))).toEqual({ status: 400, error: 'DIGITAL_PROCESS_INSTANCE.IS_CANCELLED' });
    const completed = first(instances, (i) => i.executionStatus === 'COMPLETED', 'completed instance');
    expect(refusal(await cancel(completed._id))).toEqual({ status: 400, error: 'DIGITAL_PROCESS_INSTANCE.IS_COMPLETED' });
    expect(dataOf(await api.call('GET', `digital-process-instance/${String(completed._id)}`)).executionStatus).toBe('COMPLETED');
    expect(refusal(await cancel(UNKNOWN_ID))).toEqual({ status: 404, error: 'NOT_FOUND' });
  });
});

describe('PUT digital-process-instance/{id}/delete', () => {
  it('needs a reason, then flags the instance, which leaves the list', async () => {
    const instance = first(instances, (i) => i.executionStatus === 'COMPLETED', 'completed instance');
    const withoutReason = await api.call('PUT', `digital-process-instance/${String(instance._id)}/delete`, {});
    expect(withoutReason.status).toBe(400);
    expect(fieldErrors(withoutReason)).toEqual([{ field: 'reasonForDeletion', keyword: 'required', message: 'FIELD_IS_REQUIRED' }]);

    const answer = await api.call('PUT', `digital-process-instance/${String(instance._id)}/delete`, { reasonForDeletion: 'Instância aberta em duplicidade.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dataOf(answer)).toMatchObject({ _id: instance._id, isDeleted: true, reasonForDeletion: 'Instância aberta em duplicidade.' });
    const listed = await listAll(api, 'digital-process-instance/page');
    expect(listed.map((i) => i._id)).not.toContain(instance._id);
    expect(listed).toHaveLength(instances.length - 1);
  });
});
