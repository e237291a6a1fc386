import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from './framework/application/applicationDeclaration';
import { createFeatureFlags, featureClaimsOf } from './framework/features/featureFlags';
import { PRODUCT_APPLICATION } from './productApplication';

const productAnswer = { data: { lastUpdated: '2026-11-01T00:00:00.000Z', items: [{ name: 'elements', enabled: false }] } };

describe("the flags call's answer", () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  it("is read as the product's `{lastUpdated, items}` under `data` (spec §3)", async () => {
    declareApplication(PRODUCT_APPLICATION);
    const flags = createFeatureFlags(async () => productAnswer);
    await flags.load();
    expect(flags.isEnabled('elements')).toBe(false);
    expect(flags.snapshot().claims).toEqual(productAnswer.data);
  });

  it("is read as a `{name: enabled}` map by an application that declares no reader, so the product's shape hides nothing there", async () => {
    declareApplication({});
    const flags = createFeatureFlags(async () => ({ loans: false, shelves: true, note: 'x' }));
    await flags.load();
    expect(flags.isEnabled('loans')).toBe(false);
    expect(flags.isEnabled('shelves')).toBe(true);
    expect(flags.snapshot().claims?.items).toEqual([
      { name: 'loans', enabled: false },
      { name: 'shelves', enabled: true },
    ]);
    expect(featureClaimsOf(productAnswer)).toEqual({ lastUpdated: '', items: [] });
    expect(featureClaimsOf([true])).toBeUndefined();
  });
});
