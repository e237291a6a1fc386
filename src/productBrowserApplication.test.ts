import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication } from './framework/application/applicationDeclaration';
import { resourceDefinitionMetaSchema } from './framework/registry/metaSchemas/definitionMetaSchemas';
import { resourceIcons } from './framework/views/resourceIcons';
import { PRODUCT_APPLICATION } from './productApplication';
import { PRODUCT_BROWSER_APPLICATION } from './productBrowserApplication';

describe("the product's browser declaration", () => {
  afterEach(() => declareApplication(PRODUCT_APPLICATION));

  it("offers exactly the icons the product's definitions may name", () => {
    const allowed = (resourceDefinitionMetaSchema() as { $defs: { icon: { enum: string[] } } }).$defs.icon.enum;
    declareApplication(PRODUCT_BROWSER_APPLICATION);
    expect(Object.keys(resourceIcons()).sort()).toEqual([...allowed].sort());
    expect(allowed).toHaveLength(20);
  });

  it("is the product's declaration with the menu's icons added", () => {
    const { menu, ...rest } = PRODUCT_BROWSER_APPLICATION;
    const { menu: productMenu, ...productRest } = PRODUCT_APPLICATION;
    expect(rest).toEqual(productRest);
    expect(menu).toMatchObject(productMenu ?? {});
  });
});
