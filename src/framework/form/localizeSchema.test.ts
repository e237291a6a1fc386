import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { localizeSchema } from './localizeSchema';
import { testTranslate } from './testFixtures';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { title: 'Name', type: 'string' },
    email: { type: 'string' },
    size: {
      title: 'Size',
      oneOf: [
        { const: 'S', title: 'Small' },
        { const: 'L', title: 'Large' },
      ],
    },
    translations: { type: 'array', items: { $ref: '#/$defs/translation' } },
  },
  $defs: {
    translation: {
      type: 'object',
      properties: { language: { title: 'Language', type: 'string' }, parent: { $ref: '#/$defs/translation' } },
    },
  },
};

describe('localizeSchema', () => {
  const localized = localizeSchema(schema, 'owner', testTranslate);
  const property = (name: string) => localized.properties?.[name] as RJSFSchema;

  it('translates titles, falling back to the schema title, then the name', () => {
    expect(property('name').title).toBe('Nome do dono');
    expect(property('email').title).toBe('E-mail');
    expect(property('size').title).toBe('Size');
    expect(localized.title).toBeUndefined();
  });

  it('translates oneOf choices, falling back to their titles', () => {
    expect(property('size').oneOf).toEqual([
      { const: 'S', title: 'Pequeno' },
      { const: 'L', title: 'Large' },
    ]);
  });

  it('inlines referenced item objects to title their properties, stopping at recursion', () => {
    const items = property('translations').items as RJSFSchema;
    expect(items.title).toBeUndefined();
    const language = items.properties?.language as RJSFSchema;
    expect(language.title).toBe('Language');
    const parent = items.properties?.parent as RJSFSchema;
    expect(parent.$ref).toBe('#/$defs/translation');
  });

  it('leaves the input untouched', () => {
    expect((schema.properties?.name as RJSFSchema).title).toBe('Name');
  });
});
