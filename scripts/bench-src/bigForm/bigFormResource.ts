import type { ResourceModel, SchemaNode } from '../../../src/framework/registry/types';
import { testResourceModel } from '../../../src/framework/testing/testResourceModel';

/** Number of fields of the generated form. */
export const BIG_FORM_FIELDS = 300;

/**
 * A made-up resource of `count` fields like the product's: mostly texts with length rules,
 * then numbers, choices, booleans and dates, every tenth one required.
 */
export function bigFormResource(count = BIG_FORM_FIELDS): ResourceModel {
  const properties: Record<string, SchemaNode> = {};
  const required: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `field${String(i).padStart(3, '0')}`;
    const kind = i % 10;
    if (kind < 6) properties[name] = { title: `Texto ${i}`, type: 'string', minLength: 2, maxLength: 80 };
    else if (kind === 6) properties[name] = { title: `Número ${i}`, type: 'integer', minimum: 0, maximum: 1000 };
    else if (kind === 7)
      properties[name] = {
        title: `Escolha ${i}`,
        type: 'string',
        oneOf: [
          { const: 'A', title: 'Alfa' },
          { const: 'B', title: 'Beta' },
        ],
      };
    else if (kind === 8) properties[name] = { title: `Sim/não ${i}`, type: 'boolean' };
    else properties[name] = { title: `Data ${i}`, type: 'string', format: 'date' };
    if (i % 10 === 0) required.push(name);
  }
  return testResourceModel({
    name: 'big',
    schema: { type: 'object', required, properties },
    form: { fields: Object.keys(properties), uiSchema: {} },
  });
}
