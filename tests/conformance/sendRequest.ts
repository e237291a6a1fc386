import type { PlannedRequest } from './conformanceRequests';
import type { Answered } from './judgeAnswer';
import type { Schema } from './schemaArbitrary';

/** A signed-in caller: its token and the project it works in (sent as ProjectId), when it is not a global admin. */
export interface Caller {
  token: string;
  projectId?: string;
}

const isFile = (schema: Schema | undefined): boolean => schema?.contentMediaType !== undefined || schema?.format === 'binary';

/** A multipart body from generated field values: the fields the schema says are files go as small text files. */
function formData(value: unknown, schema: Schema): FormData {
  const form = new FormData();
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, field] of Object.entries(value !== null && typeof value === 'object' ? value : {})) {
    if (isFile(properties[name])) form.append(name, new Blob(['conformance sample\n'], { type: 'text/plain' }), 'sample.txt');
    else for (const one of Array.isArray(field) ? field : [field]) form.append(name, typeof one === 'string' ? one : JSON.stringify(one));
  }
  return form;
}

/** Sends one planned request to the API at `baseUrl` (ending in `/api`) and reads the answer. */
export async function sendRequest(
  baseUrl: string,
  method: string,
  request: PlannedRequest,
  caller: Caller | undefined,
  bodySchema: Schema | undefined,
): Promise<Answered> {
  const headers: Record<string, string> = {};
  if (caller) headers.Authorization = `Bearer ${caller.token}`;
  if (caller?.projectId) headers.ProjectId = caller.projectId;
  let body: BodyInit | undefined;
  if (request.body) {
    if (request.body.mediaType.startsWith('multipart/')) body = formData(request.body.value, bodySchema ?? {});
    else {
      headers['Content-Type'] = request.body.mediaType;
      body = JSON.stringify(request.body.value);
    }
  }
  const query = new URLSearchParams(request.query).toString();
  const response = await fetch(`${baseUrl}${request.path}${query ? `?${query}` : ''}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const contentType = response.headers.get('content-type') ?? '';
  const bytes = await response.arrayBuffer();
  let parsed: unknown;
  if (bytes.byteLength > 0 && contentType.includes('json')) {
    const text = new TextDecoder().decode(bytes);
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = text;
    }
  } else if (bytes.byteLength > 0) parsed = `<${bytes.byteLength} bytes>`;
  return { status: response.status, contentType, body: parsed };
}
