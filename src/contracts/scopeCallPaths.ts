/**
 * The scope tree's children call, by method and path alone: the sidebar's scope selector
 * keys its answers as the call does (shared with the overview's, refreshed with it) while
 * the call's schemas load only with its first question.
 */
export const SCOPE_CHILDREN_CALL = { method: 'GET', path: 'scope/{level}/{id}/children' } as const;
