import { describe, expect, it } from 'vitest';
import { buildUiSchema } from './buildUiSchema';
import { ownerResource, testTranslate } from './testFixtures';

describe('buildUiSchema', () => {
  it('orders the fields, translates help keys and puts the reference widget on references', () => {
    expect(buildUiSchema(ownerResource, testTranslate)).toEqual({
      cpf: { 'ui:help': 'Apenas dígitos' },
      petId: { 'ui:widget': 'reference', 'ui:options': { reference: 'pet' } },
      'ui:order': ['email', 'name', 'cpf', 'cnpj', 'size', 'petId'],
    });
  });

  it('labels plain enums and keeps texts that are not keys', () => {
    const resource = {
      ...ownerResource,
      schema: { type: 'object', properties: { size: { type: 'string', enum: ['S', 'M'] } } },
      form: { fields: ['size'], uiSchema: { size: { 'ui:placeholder': 'Pick one', 'ui:options': { rows: 3 } } } },
    };
    expect(buildUiSchema(resource, testTranslate)).toEqual({
      size: { 'ui:placeholder': 'Pick one', 'ui:options': { rows: 3 }, 'ui:enumNames': ['Pequeno', 'M'] },
      'ui:order': ['size'],
    });
  });

  it('makes a list of references one multi-select and puts the reference widgets inside list items', () => {
    const resource = {
      ...ownerResource,
      schema: {
        type: 'object',
        properties: {
          ownerIds: { type: 'array', items: { type: 'string' } },
          steps: {
            type: 'array',
            items: {
              type: 'object',
              properties: { partId: { type: 'string' }, qty: { type: 'integer' }, toolIds: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
      form: { fields: ['ownerIds', 'steps'], uiSchema: { steps: { items: { qty: { 'ui:help': 'x' } } } } },
      references: { 'ownerIds[]': { resource: 'owner' }, 'steps[].partId': { resource: 'part' }, 'steps[].toolIds[]': { resource: 'tool' } },
    };
    expect(buildUiSchema(resource, testTranslate)).toEqual({
      ownerIds: { 'ui:widget': 'referenceArray', 'ui:options': { reference: 'owner' } },
      steps: {
        items: {
          qty: { 'ui:help': 'x' },
          partId: { 'ui:widget': 'reference', 'ui:options': { reference: 'part' } },
          toolIds: { 'ui:widget': 'referenceArray', 'ui:options': { reference: 'tool' } },
        },
      },
      'ui:order': ['ownerIds', 'steps'],
    });
  });

  it('takes the help line from resources.<name>.help.<field> and the sections of the definition', () => {
    const translate = (key: string, options?: object) =>
      ({ 'resources.owner.help.name': 'Nome completo', 'resources.owner.sections.more': 'Mais' })[key] ?? (options as { _: string })._;
    const resource = { ...ownerResource, form: { ...ownerResource.form, sections: [{ name: 'more', fields: ['cnpj', 'size'], collapsed: true }] } };
    const uiSchema = buildUiSchema(resource, translate);
    expect(uiSchema.name).toEqual({ 'ui:help': 'Nome completo' });
    expect(uiSchema['ui:options']).toEqual({ sections: [{ name: 'more', title: 'Mais', fields: ['cnpj', 'size'], collapsed: true }] });
  });
});
