import * as Type from 'typebox';
import type { TProperties, TSchema } from 'typebox';
import { Count, PROJECT_VIEW_REFUSALS } from './answers';

/** What the hand-written calls that read records share: the paging query, a page, a stored record, the refusals of reading one. */

/** The largest page a hand-written list answers, as the generated lists. */
export const PAGE_LIMIT = { default: 100, max: 1000 } as const;

/** `skip` and `limit` of a hand-written list (spec §7: paged lists use limit and skip). */
export const PageQuery = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, description: 'How many to pass over (default 0).' })),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: PAGE_LIMIT.max, description: `How many to answer (default ${PAGE_LIMIT.default}).` })),
});

/** `{ items, count }`: one page of a list and how many match in all. */
export const pageOf = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), count: Count });

/**
 * A stored record as the API answers it: the fields named (those a caller reads), and the
 * other fields of its resource's schema (documented with the resource).
 */
export const recordWith = <P extends TProperties>(fields: P, description?: string) =>
  Type.Intersect([Type.Object(fields), Type.Record(Type.String(), Type.Unknown())], description === undefined ? {} : { description });

/** A record's id, as the demo API writes it. */
export const RecordId = Type.String({ minLength: 1 });

/** The refusals of a call on one record of the request's project: those of the project, one of another project, an unknown one. */
export const RECORD_VIEW_REFUSALS = {
  400: [...PROJECT_VIEW_REFUSALS[400], 'RESOURCE-IS-FROM-ANOTHER-PROJECT'],
  403: PROJECT_VIEW_REFUSALS[403],
  404: ['NOT_FOUND'],
} as const;
