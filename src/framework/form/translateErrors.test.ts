import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { schemaValidator } from './createSchemaValidator';
import { ownerResource, testTranslate } from './testFixtures';
import { translateErrors } from './translateErrors';

/** Validates with the real validator so the errors have rjsf's real shape. */
function messagesFor(formData: Record<string, unknown>, schema = ownerResource.schema as RJSFSchema): Record<string, string[]> {
  const { errors } = schemaValidator.validateFormData(formData, schema, undefined, (raw) => translateErrors(raw, ownerResource, testTranslate));
  const byField: Record<string, string[]> = {};
  for (const error of errors) {
    const key = error.property ?? '';
    byField[key] = [...(byField[key] ?? []), error.message ?? ''];
  }
  return byField;
}

describe('translateErrors', () => {
  it('gives the override key to a required field with one, FIELD_IS_REQUIRED to the others', () => {
    expect(messagesFor({})).toEqual({
      name: ['Informe o nome do dono'],
      email: ['Campo obrigatório'],
      notes: ['Campo obrigatório'],
    });
  });

  it('translates the cpf, cnpj and email formats', () => {
    const messages = messagesFor({ name: 'Ana', notes: 'n', email: 'ana@localhost', cpf: '52998224724', cnpj: '11222333000182' });
    expect(messages).toEqual({
      '.email': ['Formato de email inválido'],
      '.cpf': ['Formato de CPF inválido'],
      '.cnpj': ['Formato de CNPJ inválido'],
    });
  });

  it('accepts valid values', () => {
    expect(messagesFor({ name: 'Ana', notes: 'n', email: 'ana@example.com', cpf: '52998224725', cnpj: '11222333000181' })).toEqual({});
  });

  it('interpolates the params of other keywords', () => {
    expect(messagesFor({ name: 'A', email: 'a@b.co', notes: 'n' })).toEqual({ '.name': ['Mínimo de 2 caracteres'] });
  });

  it("never shows ajv's English: a keyword without a message gets the general one", () => {
    const [error] = translateErrors(
      [{ name: 'multipleOf', property: '.age', message: 'must be multiple of 2', params: { multipleOf: 2 }, stack: '' }],
      ownerResource,
      testTranslate,
    );
    expect(error?.message).toBe(testTranslate('forms.validation.invalid'));
    expect(error?.message).not.toBe('must be multiple of 2');
  });

  it('overrides nested paths with or without the array index', () => {
    const errors: RJSFValidationError[] = [
      { name: 'required', property: '.translations.0.description', params: { missingProperty: 'description' }, stack: '' },
      { name: 'minLength', property: '.translations.1.label', params: { limit: 1 }, stack: '' },
    ];
    const resource = {
      errors: {
        'translations.description': { required: 'OWNER.NAME_IS_REQUIRED' },
        'translations.1.label': { minLength: 'OWNER.NAME_TAKEN' },
      },
    };
    expect(translateErrors(errors, resource, testTranslate).map((e) => e.message)).toEqual(['Informe o nome do dono', 'Nome %{name} já usado']);
  });

  it('finds the missing property when rjsf has not appended it', () => {
    const [error] = translateErrors([{ name: 'required', property: '', params: { missingProperty: 'name' }, stack: '' }], ownerResource, testTranslate);
    expect(error?.message).toBe('Informe o nome do dono');
    expect(error?.stack).toBe('name: Informe o nome do dono');
  });
});

describe('translateErrors with contains', () => {
  it('reports a failing contains on the array only, not on each item', () => {
    const schema = {
      type: 'object',
      properties: {
        states: {
          type: 'array',
          items: { type: 'object', properties: { conclusive: { type: 'boolean' } } },
          contains: { properties: { conclusive: { const: true } }, required: ['conclusive'] },
        },
      },
    } as RJSFSchema;
    const resource = { errors: { states: { contains: 'X.MUST_HAVE_CONCLUSIVE_STATE' } } };
    const { errors } = schemaValidator.validateFormData({ states: [{ conclusive: false }, { conclusive: false }] }, schema, undefined, (raw) =>
      translateErrors(raw, resource, (key) => key),
    );
    expect(errors.map((e) => [e.property, e.message])).toEqual([['.states', 'X.MUST_HAVE_CONCLUSIVE_STATE']]);
  });
});

describe('translateErrors with oneOf', () => {
  const schema = {
    type: 'object',
    properties: {
      contact: {
        oneOf: [
          { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } }, additionalProperties: false },
          { type: 'object', required: ['phone'], properties: { phone: { type: 'string', pattern: '^[0-9]{8}$' } }, additionalProperties: false },
        ],
      },
    },
  } as RJSFSchema;

  it('leaves "choose one" out when a field of the chosen option says what is wrong', () => {
    const { errors } = schemaValidator.validateFormData({ contact: { phone: '12' } }, schema, undefined, (raw) =>
      translateErrors(raw, { errors: {} }, (key) => key),
    );
    expect(errors.map((e) => e.property)).not.toContain('.contact');
    expect(errors.map((e) => e.property)).toContain('.contact.phone');
  });

  it('keeps it when nothing beneath explains the failure', () => {
    const { errors } = schemaValidator.validateFormData({ contact: 'x' }, schema, undefined, (raw) => translateErrors(raw, { errors: {} }, (key) => key));
    expect(errors.map((e) => [e.property, e.message])).toContainEqual(['.contact', 'forms.validation.choice']);
  });
});
