import { describe, expect, it } from 'vitest';
import resourceMetaSchema from './metaSchemas/resource.schema.json';
import { collectNames, NAMES_KEYWORD } from './collectNames';
import { nameCheck } from './nameIssues';
import type { SchemaNode } from './types';
import { walkSchema } from './walkSchema';

describe('the kinds of name the meta-schema declares', () => {
  it('each have a check', () => {
    const kinds = new Set<string>();
    walkSchema(resourceMetaSchema, (node) => {
      if (typeof node[NAMES_KEYWORD] === 'string') kinds.add(node[NAMES_KEYWORD]);
    });
    expect(kinds.size).toBeGreaterThan(8);
    expect([...kinds].filter((kind) => !nameCheck(kind))).toEqual([]);
  });

  it('are found with their pointers, keys and the branch of a oneOf that fits', () => {
    const meta = resourceMetaSchema as unknown as SchemaNode;
    const found = collectNames(meta, {
      list: { columns: ['code', { field: 'name' }], tabs: [{ name: 'a', filter: { kind: 'X' } }] },
      references: { 'owner[]': { resource: 'user' } },
      deleteGuards: [{ resource: 'task', field: 'gaugeId', status: 409, error: 'E' }],
    }).map(({ kind, name, pointer }) => `${kind} ${name} ${pointer}`);
    expect(found).toEqual([
      'field code /list/columns/0',
      'field name /list/columns/1/field',
      'query-param kind /list/tabs/0/filter/kind',
      'field-path owner[] /references/owner[]',
      'resource user /references/owner[]/resource',
      'resource task /deleteGuards/0/resource',
      'field-of:resource gaugeId /deleteGuards/0/field',
      'message-code E /deleteGuards/0/error',
    ]);
  });
});
