import type { FieldSection, ResourceModel } from '../registry/types';

export interface ShowGroup {
  /** Absent for the fields in no section (shown first, untitled). */
  section?: FieldSection;
  fields: string[];
}

/**
 * The show fields in the groups the definition declares (`show.sections`): first those in
 * no section, then each section with its fields that the page shows, in order. Empty
 * groups are left out; without sections, one group of every field.
 */
export function showGroups(show: ResourceModel['show']): ShowGroup[] {
  const sections = show.sections ?? [];
  const inSections = new Set(sections.flatMap((section) => section.fields));
  const groups: ShowGroup[] = [{ fields: show.fields.filter((field) => !inSections.has(field)) }];
  for (const section of sections) groups.push({ section, fields: section.fields.filter((field) => show.fields.includes(field)) });
  return groups.filter((group) => group.fields.length > 0);
}
