import { randomBytes } from 'node:crypto';
import type { Configuration } from 'oidc-provider';
import type { SigningKey } from '../auth/signingKey';
import type { UserDirectory } from '../auth/userDirectory';
import { messagePage } from './loginPage';

/** The admin app as an OpenID Connect client: public (no secret), so PKCE is required. */
export const OIDC_CLIENT_ID = 'certificare-admin';

/** Paths of the app the provider may send the code back to (added to the app's origin). */
export const OIDC_REDIRECT_PATHS = ['/', '/redirect'];

interface ProviderContext {
  oidc: {
    client?: { clientId: string };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: {
      Grant: {
        find(id: string): Promise<unknown>;
        new (init: { accountId: string; clientId: string }): {
          addOIDCScope(scope: string): void;
          addOIDCClaims(claims: string[]): void;
          save(): Promise<string>;
        };
      };
    };
  };
  type: string;
  body: string;
}

const SCOPES = 'openid profile email';
const CLAIMS = ['preferred_username', 'name', 'given_name', 'family_name', 'email'];

/**
 * The provider's configuration for the app at `origin`, its issuer mounted at `base`
 * (`/api/oidc`): the demo users as accounts, one public client with the authorization
 * code flow and PKCE, our sign-in page (interactions), the demo's signing key, and pages
 * without inline scripts or styles.
 */
export function providerConfiguration({
  origin,
  base,
  key,
  directory,
}: {
  origin: string;
  base: string;
  key: SigningKey;
  directory: UserDirectory;
}): Configuration {
  return {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_name: 'Certificare admin',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: OIDC_REDIRECT_PATHS.map((path) => `${origin}${path}`),
        post_logout_redirect_uris: [`${origin}/`],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [key.privateJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['preferred_username', 'name', 'given_name', 'family_name'], email: ['email'] },
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: ProviderContext, form: string) => {
          ctx.type = 'html';
          ctx.body = messagePage({
            base,
            title: 'Sair',
            message: 'Deseja sair do acesso único?',
            form: `${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Sair</button>`,
          });
        },
        postLogoutSuccessSource: (ctx: ProviderContext) => {
          ctx.type = 'html';
          ctx.body = messagePage({ base, title: 'Sessão encerrada', message: 'Você saiu do acesso único.' });
        },
      },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${base}/interaction/${interaction.uid}` },
    renderError: (ctx: ProviderContext, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = messagePage({ base, title: 'Erro no acesso único', message: `${out.error ?? 'error'}: ${out.error_description ?? ''}` });
    },
    // The app is first-party: its users are not asked to consent to their own data.
    loadExistingGrant: async (ctx: ProviderContext) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES);
      grant.addOIDCClaims(CLAIMS);
      await grant.save();
      return grant;
    },
    findAccount: (_ctx: unknown, id: string) => {
      const account = directory.byId(id);
      if (!account || account.roles.length === 0) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          preferred_username: account.username,
          name: `${account.firstName} ${account.lastName}`.trim(),
          given_name: account.firstName,
          family_name: account.lastName,
          email: account.email,
        }),
      };
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600 },
  };
}
