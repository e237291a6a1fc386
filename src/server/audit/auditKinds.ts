/** What an audit entry is about, for the timeline's filter. */
export type AuditKind = 'created' | 'updated' | 'deleted' | 'status' | 'comment' | 'record' | 'media' | 'justification' | 'elementCheck';

export const AUDIT_KINDS: readonly AuditKind[] = ['created', 'updated', 'deleted', 'status', 'comment', 'record', 'media', 'justification', 'elementCheck'];

/**
 * The kind of a change by the fields it touched, first match wins (a status change that
 * also stamps `lastUpdated` is a status change). A field not listed makes it "updated".
 */
const KIND_OF_FIELD: readonly (readonly [field: string, kind: AuditKind])[] = [
  ['status', 'status'],
  ['executionStatus', 'status'],
  ['statusHistory', 'status'],
  ['comments', 'comment'],
  ['register', 'record'],
  ['registers', 'record'],
  ['medias', 'media'],
  ['justification', 'justification'],
  ['justificationDeleted', 'justification'],
  ['elementChildrensValues', 'elementCheck'],
];

/** The kind of an update that changed `fields`. */
export function kindOfUpdate(fields: ReadonlySet<string>): AuditKind {
  for (const [field, kind] of KIND_OF_FIELD) if (fields.has(field)) return kind;
  return 'updated';
}

export function isAuditKind(value: string): value is AuditKind {
  return (AUDIT_KINDS as readonly string[]).includes(value);
}
