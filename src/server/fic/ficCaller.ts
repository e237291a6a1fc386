import { forbidden } from '../auth/protectResourceRoute';
import { projectViewOf } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import type { FicResources } from './ficResources';

/** Roles of the FIC screens (spec §2: ADMIN or PROJECT_ADMIN). */
export const FIC_ROLES = ['ADMIN', 'PROJECT_ADMIN'] as const;

/** Who calls a FIC route, and the project (and its FIC site) the call works on. */
export interface FicCaller {
  user: RequestUser;
  project: StoredRecord;
  projectId: string;
  siteId: string;
  /** Where the site comes in the project list: keeps the item numbers of sites apart. */
  siteIndex: number;
}

function validation(message: string): ApiError {
  return new ApiError(400, { error: 'VALIDATION_ERROR', message });
}

/**
 * The caller of a FIC route: signed in, ADMIN or PROJECT_ADMIN (403), working in one project
 * whose FIC site the lists and imports read (spec §7's `siteId`). A global admin names the
 * site with `siteId`; anyone else works in the request's project, whose site `siteId` must
 * be when given.
 */
export function ficCaller(request: ApiRequest, records: RecordService, resources: FicResources): FicCaller {
  const { user } = request;
  if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  if (!user.roles.some((role) => (FIC_ROLES as readonly string[]).includes(role))) throw forbidden('use the FIC integration', ['PROJECT_ADMIN']);
  const view = projectViewOf(user);
  const projects = records.list(resources.project);
  const idField = records.options.store.collection(resources.project.name).idField;
  const askedSite = request.query.siteId;
  const project = view.all
    ? projects.find((candidate) => askedSite !== undefined && candidate.ficSiteId === askedSite)
    : projects.find((candidate) => candidate[idField] === view.projectId);
  if (!project) {
    throw view.all
      ? validation(askedSite === undefined ? 'Choose a project (ProjectId header) or a FIC site (siteId): FIC works on one site at a time.' : `No project has the FIC site "${askedSite}".`)
      : new ApiError(404, { error: 'NOT_FOUND', message: `Project ${view.projectId} does not exist.` });
  }
  const siteId = typeof project.ficSiteId === 'string' ? project.ficSiteId : '';
  if (siteId === '') throw validation('The project has no FIC site (ficSiteId): set it on the project first.');
  if (askedSite !== undefined && askedSite !== siteId) throw validation(`siteId "${askedSite}" is not the project's FIC site (${siteId}).`);
  const sites = [...new Set(projects.map((candidate) => candidate.ficSiteId).filter((site): site is string => typeof site === 'string'))];
  return { user, project, projectId: String(project[idField]), siteId, siteIndex: sites.indexOf(siteId) };
}
