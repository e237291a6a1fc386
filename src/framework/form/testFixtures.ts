/**
 * Made-up resources and messages shared by the form tests: an `owner` with a name, an
 * email, a CPF, a CNPJ, an enum and a reference to a `pet`.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import enginePt from '../locales/pt.json';
import type { ResourceModel } from '../registry/types';
import { testResourceModel } from '../testing/testResourceModel';

function resource(overrides: Partial<ResourceModel> & Pick<ResourceModel, 'name' | 'schema'>): ResourceModel {
  return testResourceModel({
    api: { style: 'simple-rest', path: overrides.name, idField: 'id', list: { path: overrides.name, paged: false, countParam: 'count' } },
    operations: ['list', 'create', 'edit'],
    menu: { group: 'test', order: 1, hidden: false },
    ...overrides,
  });
}

export const ownerResource: ResourceModel = resource({
  name: 'owner',
  schema: {
    $id: 'owner.schema.json',
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Owner',
    type: 'object',
    required: ['name', 'email', 'notes'],
    properties: {
      _id: { $ref: '#/$defs/common_objectId' },
      name: { title: 'Name', type: 'string', minLength: 2, maxLength: 20 },
      email: { title: 'Email', type: 'string', format: 'email' },
      cpf: { title: 'CPF', type: 'string', format: 'cpf' },
      cnpj: { title: 'CNPJ', type: 'string', format: 'cnpj' },
      size: {
        title: 'Size',
        type: 'string',
        oneOf: [
          { const: 'S', title: 'Small' },
          { const: 'L', title: 'Large' },
        ],
      },
      petId: { title: 'Pet', type: 'string' },
      notes: { title: 'Notes', type: 'string' },
      createdAt: { $ref: '#/$defs/common_timestamp', title: 'Created' },
    },
    $defs: {
      common_objectId: { type: 'string', pattern: '^[0-9a-f]{24}$', readOnly: true },
      common_timestamp: { type: 'string', format: 'date-time', readOnly: true },
    },
  },
  form: {
    fields: ['email', 'name', '_id', 'cpf', 'cnpj', 'size', 'petId'],
    uiSchema: { cpf: { 'ui:help': 'resources.owner.help.cpf' } },
  },
  references: { petId: { resource: 'pet' } },
  errors: { name: { required: 'OWNER.NAME_IS_REQUIRED' } },
});

export const petResource: ResourceModel = resource({
  name: 'pet',
  recordRepresentation: '{code} - {name}',
  schema: {
    type: 'object',
    properties: { code: { type: 'string' }, name: { type: 'string' }, species: { type: 'string', enum: ['cat', 'dog'] } },
  },
  list: {
    columns: [],
    sort: { field: 'code', order: 'ASC' },
    perPage: 25,
    choicesPerPage: 40,
    filters: [
      { field: 'species', kind: 'enum', matchType: false, alwaysOn: true },
      { field: 'name', kind: 'text', matchType: true, alwaysOn: true },
    ],
  },
});

export const testMessages = {
  ...englishMessages,
  // The reason a granted field is locked: the app's messages give it (the users feature's), these tests their own.
  forms: { ...enginePt.forms, granted: { own: 'Seus acessos são alterados por outro gerente.' } },
  FIELD_IS_REQUIRED: 'Campo obrigatório',
  validation: {
    cpf: 'Formato de CPF inválido',
    cnpj: 'Formato de CNPJ inválido',
    email: 'Formato de email inválido',
    minLength: 'Mínimo de %{limit} caracteres',
    maxLength: 'Máximo de %{limit} caracteres',
  },
  OWNER: { NAME_IS_REQUIRED: 'Informe o nome do dono', NAME_TAKEN: 'Nome %{name} já usado' },
  resources: {
    owner: {
      fields: { name: 'Nome do dono', email: 'E-mail', petId: 'Bicho' },
      values: { size: { S: 'Pequeno' } },
      help: { cpf: 'Apenas dígitos' },
    },
  },
};

export const testI18nProvider = polyglotI18nProvider(() => testMessages, 'pt');

/** The polyglot translate function of the test messages. */
export const testTranslate = (key: string, options?: object): string => testI18nProvider.translate(key, options);
