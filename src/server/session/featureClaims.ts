/**
 * The feature flags of spec §3 ("Feature flags"), as `session/claim` answers them. A table:
 * switch a feature off here and the app hides it.
 */
export const FEATURE_CLAIMS: readonly { name: string; enabled: boolean }[] = [
  { name: 'users', enabled: true },
  { name: 'tasks', enabled: true },
  { name: 'element-types', enabled: true },
  { name: 'elements', enabled: true },
  { name: 'preservation-plans', enabled: true },
  { name: 'events', enabled: true },
  { name: 'user-groups', enabled: true },
  { name: 'activities', enabled: true },
  { name: 'dashboards', enabled: true },
  { name: 'workflow-engine', enabled: true },
  { name: 'digital-process', enabled: true },
  { name: 'forward-pendency', enabled: true },
  { name: 'activity-events', enabled: true },
  { name: 'elements-import-history', enabled: true },
];

/** When the table last changed (answered as `lastUpdated`). */
export const FEATURE_CLAIMS_UPDATED = '2026-11-01T00:00:00.000Z';
