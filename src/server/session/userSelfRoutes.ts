import type { AccessOfResource } from '../../framework/contracts/callAccess';
import { canPerform } from '../../framework/registry/access';
import type { ResourceModel } from '../../framework/registry/types';
import {
  FIND_USER,
  JOIN_PROJECT_REQUEST,
  OWN_GROUPS,
  OWN_PROJECTS,
  REDEFINE_PASSWORD,
  UPDATE_OWN_DATA,
  USER_INFO,
  type FoundUser,
  type OwnGroup,
} from '../../contracts/user';
import { forbidden } from '../auth/protectResourceRoute';
import { assertInProject, projectViewOf } from '../auth/projectView';
import { secretFields, withoutSecrets } from '../auth/secretFields';
import { itemNotFound } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { ApiRoute } from '../routes/apiRoute';
import { dataAnswer } from './dataAnswer';
import type { SessionContext } from './sessionContext';
import { accountOfUser } from './sessionRoutes';
import { sendResetLink } from './sendResetLink';
import { loggedUserData, ownProjects, userInfoOf } from './userData';

/**
 * The signed-in user's own calls (src/contracts/user.ts): GET user/info, PUT user/self,
 * POST user/redefine-password, POST user/join-to-project-request, GET user/projects,
 * GET user/groups, GET user/{id}/find. `userResource` is the model's user resource when it
 * has one (find answers its records, by its show rule and project scope).
 */
export function userSelfRoutes(context: SessionContext, userResource: ResourceModel | undefined, accessOf: AccessOfResource): ApiRoute[] {
  const secrets = userResource ? secretFields(userResource) : new Set<string>(['passwordHash']);
  return [
    contractRoute(USER_INFO, accessOf, ({ user }) => dataAnswer(loggedUserData(accountOfUser(context, user), context))),
    contractRoute(UPDATE_OWN_DATA, accessOf, ({ user, body }) => {
      const account = accountOfUser(context, user);
      const updated = context.directory.updateProfile(account.id, {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: body.email.trim(),
      });
      return dataAnswer(userInfoOf(updated));
    }),
    contractRoute(REDEFINE_PASSWORD, accessOf, ({ user }) => {
      sendResetLink(context, accountOfUser(context, user));
      return dataAnswer({ success: true as const, message: 'REDEFINE_PASSWORD_EMAIL_SENT' as const });
    }),
    contractRoute(JOIN_PROJECT_REQUEST, accessOf, ({ user, body }) => {
      const account = accountOfUser(context, user);
      context.outbox({
        to: 'administradores',
        subject: `Pedido de acesso a projeto: ${account.username}`,
        text: `${account.firstName} ${account.lastName} <${account.email}> pede acesso a um projeto:\n  ${body.message.trim()}`,
      });
      return dataAnswer({ success: true as const, message: 'JOIN_REQUEST_SENT' as const });
    }),
    contractRoute(OWN_PROJECTS, accessOf, ({ user }) => dataAnswer(ownProjects(accountOfUser(context, user), context))),
    contractRoute(OWN_GROUPS, accessOf, ({ user }) => dataAnswer(context.recordsOf('user-group', accountOfUser(context, user).groupIds) as OwnGroup[])),
    contractRoute(FIND_USER, accessOf, ({ user, params: { id } }) => {
      accountOfUser(context, user);
      // Anyone finds themselves; others need the user resource's show right.
      if (id !== user.sub && userResource && !canPerform(userResource.access, 'show', user.roles)) throw forbidden('show user', userResource.access.show);
      const record = context.directory.recordOf(id);
      if (!record) throw itemNotFound();
      // The same project scope as GET user/{id}: no user of another project by this path either.
      const scope = userResource?.projectScope?.field;
      if (id !== user.sub && scope) assertInProject(record, scope, projectViewOf(user));
      return dataAnswer(withoutSecrets(record, secrets) as FoundUser);
    }),
  ];
}
