import * as Type from 'typebox';
import type { TSchema } from 'typebox';

/** `{ data: payload }`, the product's answer wrapping (spec §7). */
export const dataOf = <T extends TSchema>(payload: T) => Type.Object({ data: payload });

/** A count: a whole number, never negative. */
export const Count = Type.Integer({ minimum: 0 });

/** The refusals of a call read in the request's project (no project; a project that is not the caller's). */
export const PROJECT_VIEW_REFUSALS = { 400: ['USER-WITHOUT-PROJECT'], 403: ['PROJECT_ACCESS_DENIED'] } as const;
