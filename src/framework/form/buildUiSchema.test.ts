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

  it('puts the reference widget on the items of lists of references and on references inside list items', () => {
    const resource = {
      ...ownerResource,
      schema: {
        type: 'object',
        properties: {
          ownerIds: { type: 'array', items: { type: 'string' } },
          steps: { type: 'array', items: { type: 'object', properties: { partId: { type: 'string' }, qty: { type: 'integer' } } } },
        },
      },
      form: { fields: ['ownerIds', 'steps'], uiSchema: { steps: { items: { qty: { 'ui:help': 'x' } } } } },
      references: { 'ownerIds[]': { resource: 'owner' }, 'steps[].partId': { resource: 'part' } },
    };
    expect(buildUiSchema(resource, testTranslate)).toEqual({
      ownerIds: { items: { 'ui:widget': 'reference', 'ui:options': { reference: 'owner' } } },
      steps: { items: { qty: { 'ui:help': 'x' }, partId: { 'ui:widget': 'reference', 'ui:options': { reference: 'part' } } } },
      'ui:order': ['ownerIds', 'steps'],
    });
  });
});
