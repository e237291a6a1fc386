import { describe, expect, it } from 'vitest';
import metaSchema from '../registry/metaSchemas/resource.schema.json';
import { RESOURCE_ICONS } from './resourceIcons';

describe('resource icons', () => {
  it('offers exactly the icons the resource format allows', () => {
    expect(Object.keys(RESOURCE_ICONS).sort()).toEqual([...metaSchema.properties.menu.properties.icon.enum].sort());
  });
});
