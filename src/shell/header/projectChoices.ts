/** A project the dropdown offers. */
export interface ProjectChoice {
  id: string;
  name: string;
}

/**
 * Spec §2 "Header": the project dropdown shows for a global admin or a user with more than
 * one project, and never in preview mode.
 */
export function showsProjectMenu(user: { roles: readonly string[]; projectIds: readonly string[] }, preview = false): boolean {
  return !preview && (user.roles.includes('ADMIN') || user.projectIds.length > 1);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The projects whose name holds the search, accents and case aside, by name. */
export function filterProjects(projects: readonly ProjectChoice[], search: string): ProjectChoice[] {
  const needle = fold(search.trim());
  return projects.filter((project) => fold(project.name).includes(needle)).sort((a, b) => a.name.localeCompare(b.name));
}

/** The project definition's flag: an inactive project keeps its data but is no longer offered. */
const ACTIVE_FIELD = 'active';

/** The project records the dropdown offers, as choices: all but those marked inactive; a record without a name shows its id. */
export function offeredProjects(records: readonly Readonly<Record<string, unknown>>[]): ProjectChoice[] {
  return records
    .filter((record) => record[ACTIVE_FIELD] !== false)
    .map((record) => {
      const id = String(record.id ?? record._id ?? '');
      return { id, name: typeof record.name === 'string' && record.name ? record.name : id };
    });
}
