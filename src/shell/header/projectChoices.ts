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

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The projects whose name holds the search, accents and case aside, by name. */
export function filterProjects(projects: readonly ProjectChoice[], search: string): ProjectChoice[] {
  const needle = fold(search.trim());
  return projects.filter((project) => fold(project.name).includes(needle)).sort((a, b) => a.name.localeCompare(b.name));
}
