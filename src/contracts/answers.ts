import * as Type from 'typebox';
import type { TSchema } from 'typebox';

/** `{ data: payload }`, the product's answer wrapping (spec §7). */
export const dataOf = <T extends TSchema>(payload: T) => Type.Object({ data: payload });

/** A count: a whole number, never negative. */
export const Count = Type.Integer({ minimum: 0 });

/** The refusals of a call read in the request's project (no project; a project that is not the caller's). */
export const PROJECT_VIEW_REFUSALS = { 400: ['USER-WITHOUT-PROJECT'], 403: ['PROJECT_ACCESS_DENIED'] } as const;

/** The refusals of a call read in the request's project narrowed to the scope chosen in the tree (`Selected-*-Id`: unknown, mismatched, outside the project). */
export const SCOPE_VIEW_REFUSALS = {
  400: ['USER-WITHOUT-PROJECT', 'SCOPE_NOT_FOUND', 'SCOPE_MISMATCH'],
  403: ['PROJECT_ACCESS_DENIED', 'SCOPE_OUTSIDE_PROJECT'],
} as const;
