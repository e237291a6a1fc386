import type { BadgeColor, ValueSetEntry } from '../../framework/registry/types';
import type { RegistrySummary } from '../../framework/registry/resourceDetails';
import { orderedEntries } from '../../framework/registry/valueSetEntry';
import { BADGE_COLORS } from '../../framework/views/badgeColors';

/** A field that draws its values as badges: a resource's field path. */
export interface BadgeField {
  resource: string;
  field: string;
}

/** A status table (`resources/<name>.values.json`) and the fields that show it. */
export interface ValueSetBadges {
  kind: 'valueSet';
  name: string;
  entries: ValueSetEntry[];
  usedBy: BadgeField[];
}

/** A list column with colours of its own (`"badge": { "PLANNED": "grey" }` in a definition). */
export interface ColumnBadges extends BadgeField {
  kind: 'column';
  badges: { value: string; color: BadgeColor }[];
}

export type BadgeGroup = ValueSetBadges | ColumnBadges;

export interface BadgeCatalogue {
  /** Every colour some badge uses, in the order of the badge palette. */
  colors: BadgeColor[];
  groups: BadgeGroup[];
}

/**
 * Every status badge the product draws, read from the registry: the value sets with the
 * fields that use them, then the list columns that declare colours (default and optional
 * columns of each resource, once per field).
 */
export function badgeCatalogue(model: RegistrySummary): BadgeCatalogue {
  const valueSets: ValueSetBadges[] = Object.values(model.valueSets ?? {}).map((set) => ({
    kind: 'valueSet',
    name: set.name,
    entries: orderedEntries(set),
    usedBy: model.resources.flatMap((resource) =>
      Object.entries(resource.valueSets ?? {}).flatMap(([field, name]) => (name === set.name ? [{ resource: resource.name, field }] : [])),
    ),
  }));
  const columns: ColumnBadges[] = model.resources.flatMap((resource) => {
    const seen = new Set<string>();
    return [...resource.list.columns, ...(resource.list.optionalColumns ?? [])].flatMap((column) => {
      if (!column.badge || seen.has(column.field)) return [];
      seen.add(column.field);
      const badges = Object.entries(column.badge).map(([value, color]) => ({ value, color }));
      return [{ kind: 'column' as const, resource: resource.name, field: column.field, badges }];
    });
  });
  const used = new Set<BadgeColor>([
    ...valueSets.flatMap((set) => set.entries.map((entry) => entry.color)),
    ...columns.flatMap((column) => column.badges.map((badge) => badge.color)),
  ]);
  const colors = (Object.keys(BADGE_COLORS) as BadgeColor[]).filter((color) => used.has(color));
  return { colors, groups: [...valueSets, ...columns] };
}
