import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testModel, testFixtures, writeFixtures } from '../demoApi.testkit';
import { ApiError } from '../http/apiError';
import { buildOpenApiDocument } from '../openapi/buildOpenApiDocument';
import { resourceRoutes } from '../routes/resourceRoutes';
import { createStore } from '../store/createStore';
import { createRecordService } from './recordService';

describe("a feature's body check, documented", () => {
  it('refuses what it refuses on every write, and the document of the create and the update says what it asks of its field and its refusals', () => {
    const store = createStore({ model: testModel, dataDir: mkdtempSync(join(tmpdir(), 'body-check-')), fixturesDir: writeFixtures(testFixtures) });
    const records = createRecordService({ model: testModel, store });
    const gadget = testModel.resources.find((resource) => resource.name === 'gadget')!;
    const asked = { contentMediaType: 'text/x-part-number', examples: ['PN-0001'], description: 'A part number the catalogue knows.' };
    records.addBodyCheck(
      'gadget',
      (body) => {
        if ((body as { code?: unknown }).code === 'UNKNOWN')
          throw new ApiError(400, { error: 'REFERENCE_NOT_FOUND', message: 'code', errors: [{ field: 'code', keyword: 'catalogue', message: 'code' }] });
      },
      { fields: { code: asked }, refusals: { 400: ['REFERENCE_NOT_FOUND'] } },
    );
    expect(records.bodyChecksDeclared('gadget')).toEqual({ fields: { code: asked }, refusals: { 400: ['REFERENCE_NOT_FOUND'] } });
    expect(() => records.create(gadget, { name: 'Nova', code: 'UNKNOWN' })).toThrow(ApiError);

    const { document } = buildOpenApiDocument(testModel, resourceRoutes(testModel, records));
    for (const [path, method] of [
      ['/gadget', 'post'],
      ['/gadget/{id}', 'put'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation?.requestBody?.content['application/json']?.schema).toMatchObject({
        $ref: '#/components/schemas/gadget.write',
        properties: { code: asked },
      });
      expect(JSON.stringify(operation?.responses['400'])).toContain('REFERENCE_NOT_FOUND');
    }
    store.close();
  });
});
