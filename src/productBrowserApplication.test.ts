import { afterEach, describe, expect, it } from 'vitest';
import metaSchema from './framework/registry/metaSchemas/resource.schema.json';
import { declareApplication } from './framework/application/applicationDeclaration';
import { resourceIcons } from './framework/views/resourceIcons';
import { PRODUCT_APPLICATION } from './productApplication';
import { PRODUCT_BROWSER_APPLICATION } from './productBrowserApplication';

describe("the product's browser declaration", () => {
  afterEach(() => declareApplication(PRODUCT_APPLICATION));

  it('offers exactly the icons the resource format allows', () => {
    declareApplication(PRODUCT_BROWSER_APPLICATION);
    expect(Object.keys(resourceIcons()).sort()).toEqual([...metaSchema.properties.menu.properties.icon.enum].sort());
  });

  it("is the product's declaration with the menu's icons added", () => {
    const { menu, ...rest } = PRODUCT_BROWSER_APPLICATION;
    const { menu: productMenu, ...productRest } = PRODUCT_APPLICATION;
    expect(rest).toEqual(productRest);
    expect(menu).toMatchObject(productMenu ?? {});
  });
});
