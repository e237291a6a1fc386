import { describe, expect, it } from 'vitest';
import { buildFormSchema, editableFields } from './buildFormSchema';
import { ownerResource } from './testFixtures';

describe('buildFormSchema', () => {
  it('keeps the form fields in order, without read-only ones', () => {
    expect(editableFields(ownerResource)).toEqual(['email', 'name', 'cpf', 'cnpj', 'size', 'petId']);
  });

  it('cuts the schema down to them, keeping $defs and filtering required', () => {
    const schema = buildFormSchema(ownerResource);
    expect(Object.keys(schema.properties ?? {})).toEqual(['email', 'name', 'cpf', 'cnpj', 'size', 'petId']);
    expect(schema.required).toEqual(['name', 'email']);
    expect(schema.$defs).toEqual(ownerResource.schema.$defs);
    expect(schema.$id).toBeUndefined();
    expect(schema.title).toBeUndefined();
  });

  it('drops form fields the schema lacks', () => {
    const resource = { ...ownerResource, form: { fields: ['name', 'ghost'], uiSchema: {} } };
    expect(Object.keys(buildFormSchema(resource).properties ?? {})).toEqual(['name']);
  });
});
