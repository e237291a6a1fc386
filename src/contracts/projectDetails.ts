import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf, PROJECT_VIEW_REFUSALS } from './answers';
import { RecordId, recordWith } from './recordCalls';

/**
 * A project's details (spec §7, project: `current-project-details`, `details-by-ids`): the
 * project with its program and its contracts, for the project of the request or for a few
 * projects by id. Any signed-in user reads their own projects' details; an ADMIN every one.
 */

const Named = recordWith({ _id: RecordId, name: Type.String() });
const ProjectDetails = Type.Object({
  project: recordWith({ _id: RecordId, code: Type.String(), name: Type.String() }, 'The project, as GET project/{id} answers it.'),
  program: Type.Union([Named, Type.Null()], { description: 'The program the project belongs to, null when none.' }),
  contracts: Type.Array(Named, { description: 'The contracts of the project, by name.' }),
});
export type ProjectDetails = Static<typeof ProjectDetails>;

export const CURRENT_PROJECT_DETAILS = defineCall({
  method: 'GET',
  path: 'project/current-project-details',
  tag: 'project',
  summary: "The details of the project the request works in (its ProjectId header, or the user's current project)",
  description: '400 PROJECT_REQUIRED for an ADMIN working in Global, who is in no one project.',
  access: { roles: [] },
  answers: { 200: { description: 'The project, its program and its contracts.', json: dataOf(ProjectDetails) } },
  refusals: { 400: [...PROJECT_VIEW_REFUSALS[400], 'PROJECT_REQUIRED'], 403: PROJECT_VIEW_REFUSALS[403], 404: ['NOT_FOUND'] },
});

export const PROJECT_DETAILS_BY_IDS = defineCall({
  method: 'GET',
  path: 'project/details-by-ids',
  tag: 'project',
  summary: 'The details of several projects, in the order asked',
  description: "404 NOT_FOUND for an unknown id; 403 PROJECT_ACCESS_DENIED for a project that is not one of the caller's (an ADMIN reads every one).",
  access: { roles: [] },
  query: Type.Object({
    ids: Type.String({ maxLength: 25_000, pattern: '^[^,]+(,[^,]+){0,999}$', description: 'The projects, a comma list of ids (at most 1 000).' }),
  }),
  answers: { 200: { description: 'Each project with its program and contracts.', json: dataOf(Type.Array(ProjectDetails)) } },
  refusals: { 403: PROJECT_VIEW_REFUSALS[403], 404: ['NOT_FOUND'] },
});
