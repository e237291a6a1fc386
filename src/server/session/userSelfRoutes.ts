import { canPerform } from '../../framework/registry/access';
import { isValidEmail } from '../../framework/formats/email';
import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ResourceModel } from '../../framework/registry/types';
import type { RequestUser } from '../auth/requestUser';
import { secretFields, withoutSecrets } from '../auth/secretFields';
import { ApiError, itemNotFound } from '../http/apiError';
import { validationError } from '../records/validationError';
import type { ApiAnswer, ApiRequest, ApiRoute } from '../routes/apiRoute';
import { forbidden } from '../auth/protectResourceRoute';
import { assertInProject, projectViewOf } from '../auth/projectView';
import type { Account } from '../auth/account';
import type { SessionContext } from './sessionContext';
import { sendResetLink } from './sendResetLink';
import { loggedUserData, userInfoOf } from './userData';

const data = (value: unknown): ApiAnswer => ({ status: 200, body: { data: value } });

/** The longest join request message kept. */
export const MAX_JOIN_MESSAGE = 2000;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function accountOfRequest(context: SessionContext, { user }: ApiRequest): { user: RequestUser; account: Account } {
  const account = user ? context.directory.byId(user.sub) : undefined;
  if (!user || !account) throw new ApiError(401, { error: 'INVALID_TOKEN', message: 'The user of this token no longer exists.' });
  return { user, account };
}

/** The own-data rules of spec §5: first and last name required, e-mail required and valid. */
function profileErrors(body: Record<string, unknown>): FieldErrorBody[] {
  const errors: FieldErrorBody[] = [];
  const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';
  if (blank(body.firstName)) errors.push({ field: 'firstName', keyword: 'required', message: 'ENTER_FIRST_NAME' });
  if (blank(body.lastName)) errors.push({ field: 'lastName', keyword: 'required', message: 'ENTER_LAST_NAME' });
  if (blank(body.email)) errors.push({ field: 'email', keyword: 'required', message: 'ENTER_EMAIL' });
  else if (!isValidEmail(String(body.email).trim())) errors.push({ field: 'email', keyword: 'format', message: 'ENTER_VALID_EMAIL' });
  return errors;
}

/**
 * The signed-in user's own calls (spec §7 "User"; the spec does not show their paths):
 * GET user/info, PUT user/self, POST user/redefine-password, POST
 * user/join-to-project-request, GET user/projects, GET user/groups, GET user/{id}/find.
 * `userResource` is the model's user resource when it has one (find answers its records).
 */
export function userSelfRoutes(context: SessionContext, userResource: ResourceModel | undefined): ApiRoute[] {
  const secrets = userResource ? secretFields(userResource) : new Set<string>(['passwordHash']);
  return [
    { method: 'GET', pattern: 'user/info', readsBody: false, handle: (request) => data(loggedUserData(accountOfRequest(context, request).account, context)) },
    {
      method: 'PUT',
      pattern: 'user/self',
      readsBody: true,
      handle(request) {
        const { account } = accountOfRequest(context, request);
        const body = isObject(request.body) ? request.body : {};
        const errors = profileErrors(body);
        if (errors.length > 0) throw validationError(errors, {});
        const trim = (value: unknown): string => String(value).trim();
        const updated = context.directory.updateProfile(account.id, { firstName: trim(body.firstName), lastName: trim(body.lastName), email: trim(body.email) });
        return data(userInfoOf(updated));
      },
    },
    {
      method: 'POST',
      pattern: 'user/redefine-password',
      readsBody: true,
      handle(request) {
        sendResetLink(context, accountOfRequest(context, request).account);
        return data({ success: true, message: 'REDEFINE_PASSWORD_EMAIL_SENT' });
      },
    },
    {
      method: 'POST',
      pattern: 'user/join-to-project-request',
      readsBody: true,
      handle(request) {
        const { account } = accountOfRequest(context, request);
        const message = isObject(request.body) && typeof request.body.message === 'string' ? request.body.message.trim() : '';
        if (message === '') throw validationError([{ field: 'message', keyword: 'required', message: 'FIELD_IS_REQUIRED' }], {});
        if (message.length > MAX_JOIN_MESSAGE) {
          throw validationError([{ field: 'message', keyword: 'maxLength', message: 'validation.maxLength', params: { limit: MAX_JOIN_MESSAGE } }], {});
        }
        context.outbox({ to: 'administradores', subject: `Pedido de acesso a projeto: ${account.username}`, text: `${account.firstName} ${account.lastName} <${account.email}> pede acesso a um projeto:\n  ${message}` });
        return data({ success: true, message: 'JOIN_REQUEST_SENT' });
      },
    },
    {
      method: 'GET',
      pattern: 'user/projects',
      readsBody: false,
      handle: (request) => data((loggedUserData(accountOfRequest(context, request).account, context) as { projects: unknown }).projects),
    },
    {
      method: 'GET',
      pattern: 'user/groups',
      readsBody: false,
      handle: (request) => data(context.recordsOf('user-group', accountOfRequest(context, request).account.groupIds)),
    },
    {
      method: 'GET',
      pattern: 'user/:id/find',
      readsBody: false,
      handle(request) {
        const { user } = accountOfRequest(context, request);
        const id = request.params.id ?? '';
        // Anyone finds themselves; others need the user resource's show right.
        if (id !== user.sub && userResource && !canPerform(userResource.access, 'show', user.roles)) throw forbidden('show user', userResource.access.show);
        const record = context.directory.recordOf(id);
        if (!record) throw itemNotFound();
        // The same project scope as GET user/{id}: no user of another project by this path either.
        const scope = userResource?.projectScope?.field;
        if (id !== user.sub && scope) assertInProject(record, scope, projectViewOf(user));
        return data(withoutSecrets(record, secrets));
      },
    },
  ];
}
