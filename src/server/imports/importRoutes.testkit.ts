import { authHeaders, signIn } from '../auth/signIn.testkit';
import { projectModel, startProjectApi, type ApiCall, type RunningTestApi } from '../demoApi.testkit';

// Loaded on import, as a test file's own load would be: on a busy machine it outlasts beforeAll's 10 s.
projectModel();

/** The demo project the import tests work in (UTGCA). */
export const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';

/** What an upload answers: its status and JSON body. */
export interface UploadAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The demo API over the product's registry and fixtures, with what the import tests call it through. */
export interface ImportTestApi extends RunningTestApi {
  /** Calls signed in as project-admin (pass `{ ProjectId: UTGCA }`). */
  projectAdmin: ApiCall;
  /** The upload headers of project-admin in UTGCA, in English. */
  headers: Record<string, string>;
  /** The headers of `username` signed in, working in `projectId`. */
  headersOf(username: string, projectId: string): Promise<Record<string, string>>;
  /** Uploads `bytes` as the multipart field `file` named `name` to `path`, with the headers `as` (project-admin's by default). */
  send(path: string, bytes: Uint8Array, name?: string, as?: Record<string, string>): Promise<UploadAnswer>;
  /** How many records of `resource` UTGCA holds. */
  count(resource: string): Promise<number>;
}

/** Starts the demo API for the import tests in a fresh data folder named after `label`; close it with `close()`. */
export async function startImportTestApi(label: string): Promise<ImportTestApi> {
  const api = await startProjectApi(label);
  const projectAdmin = await api.as('project-admin');
  const headersOf = async (username: string, projectId: string) => authHeaders((await signIn(api.url, username)).access_token, projectId);
  const headers = { ...(await headersOf('project-admin', UTGCA)), Lang: 'en' };
  const send = async (path: string, bytes: Uint8Array, name = 'sheet.xlsx', as = headers): Promise<UploadAnswer> => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(bytes)]), name);
    const response = await fetch(api.url + path, { method: 'POST', body: form, headers: as });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const count = async (resource: string): Promise<number> => {
    const answer = await projectAdmin('GET', `${resource}/page?limit=1&collectionCount=true`, undefined, { ProjectId: UTGCA });
    return (answer.body as { data: { count: number } }).data.count;
  };
  return { ...api, projectAdmin, headers, headersOf, send, count };
}
