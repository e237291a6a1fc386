import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectModel, startProjectApi, type RunningTestApi } from '../../src/server/demoApi.testkit';
import { openApiPath } from '../../src/server/openapi/openApiParts';
import { documentOperations, type Document } from './documentOperations';
import type { FailureKind } from './judgeAnswer';
import { runConformance, type Report } from './runConformance';

/*
 * The served OpenAPI document against the server, operation by operation (issue 35 item 3).
 * For every operation of GET /api/openapi.json, requests are generated from the document
 * with a fixed seed (fast-check): valid ones (ids of existing records in the path, query
 * and body from their schemas), one with an unknown id, invalid ones (an unknown query
 * parameter, a query value out of its schema, a body of the wrong type, with a required
 * field missing or an unknown field where the schema closes the object) and one as a role
 * the operation does not list. A failure: a status the operation does not declare, a body
 * not matching its declared schema, an invalid request answered 2xx, a valid one refused
 * with VALIDATION_ERROR / INVALID_QUERY, a listed role's refusal answered 2xx, a 5xx, an
 * untyped answer or body. CONFORMANCE_SEED changes the seed.
 */
const SEED = Number(process.env.CONFORMANCE_SEED ?? 20251130);
/** Valid requests per operation, as the main caller. */
const VALID_PER_OPERATION = 3;

/**
 * Hand-written operations that still fail, each with its failure kinds: they are being
 * converted to contracts (src/contracts, src/server/http/contractRoute.ts), which answer
 * what the document says by construction. The list may only shrink: an operation listed
 * here that fails otherwise, or no longer fails, fails the test until the entry is changed.
 */
const PENDING_CONTRACT: Readonly<Record<string, readonly FailureKind[]>> = {};

describe('the served OpenAPI document describes what the server answers', () => {
  let running: RunningTestApi;
  let document: Document;
  let report: Report;

  beforeAll(async () => {
    const started = Date.now();
    running = await startProjectApi('conformance');
    document = (await (await fetch(`${running.url}openapi.json`)).json()) as Document;
    report = await runConformance({ running, document, model: projectModel(), seed: SEED, valid: VALID_PER_OPERATION, started });
    const byKind: Record<string, number> = {};
    for (const failure of report.failures) byKind[failure.kind] = (byKind[failure.kind] ?? 0) + 1;
    const failingOperations = new Set(report.failures.map((failure) => failure.operation));
    // CONFORMANCE_REPORT=<file> keeps every failure, for a reader of more than the first of each.
    if (process.env.CONFORMANCE_REPORT) writeFileSync(process.env.CONFORMANCE_REPORT, JSON.stringify(report, null, 2));
    console.log(
      `[conformance] seed ${SEED}: ${report.operations} operations, ${report.requests} requests (${JSON.stringify(report.byRequestKind)}), ` +
        `${report.failures.length} failures in ${failingOperations.size} operations (${JSON.stringify(byKind)}), ${report.seconds.toFixed(1)} s (${JSON.stringify(report.timing)})`,
    );
  }, 180_000);

  afterAll(async () => {
    await running?.close();
  });

  /** Each failing operation: its kinds, and one example per kind. */
  function failuresByOperation(): Map<string, Map<FailureKind, string>> {
    const byOperation = new Map<string, Map<FailureKind, string>>();
    for (const failure of report.failures) {
      const kinds = byOperation.get(failure.operation) ?? new Map<FailureKind, string>();
      if (!kinds.has(failure.kind)) kinds.set(failure.kind, failure.detail);
      byOperation.set(failure.operation, kinds);
    }
    return byOperation;
  }

  it('answers every operation as its document says (outside the pending hand-written calls)', () => {
    const unexpected = [...failuresByOperation()]
      .filter(([operation]) => PENDING_CONTRACT[operation] === undefined)
      .flatMap(([operation, kinds]) => [...kinds].map(([kind, example]) => `${operation} [${kind}] ${example}`));
    expect(unexpected).toEqual([]);
  });

  it('keeps the pending list exact: an operation that passes, or fails otherwise, must have its entry changed', () => {
    const actual = failuresByOperation();
    const stale = Object.entries(PENDING_CONTRACT).flatMap(([operation, listed]) => {
      const kinds = [...(actual.get(operation)?.keys() ?? [])].sort();
      const expected = [...listed].sort();
      if (kinds.join() === expected.join()) return [];
      return [
        kinds.length === 0
          ? `${operation}: passes now, remove it from PENDING_CONTRACT`
          : `${operation}: fails with [${kinds.join(', ')}], PENDING_CONTRACT lists [${expected.join(', ')}]`,
      ];
    });
    expect(stale).toEqual([]);
  });

  it('runs every operation of the route table', () => {
    const documented = new Set(documentOperations(document).map((operation) => operation.key));
    const missing = running.api.routes.map((route) => `${route.method} ${openApiPath(route.pattern)}`).filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(report.operations).toBe(documented.size);
  });
});
