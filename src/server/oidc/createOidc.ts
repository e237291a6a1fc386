import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type Provider from 'oidc-provider';
import type { Account } from '../auth/account';
import { verifyPasswordAsync } from '../auth/passwordHash';
import { sharedSignInThrottle, signInUserKey } from '../auth/signInThrottle';
import type { SigningKey } from '../auth/signingKey';
import type { UserDirectory } from '../auth/userDirectory';
import { ApiError } from '../http/apiError';
import { checkOrigin, configuredOrigins } from '../http/checkOrigin';
import { sendJson } from '../http/sendJson';
import { newTraceId } from '../http/traceId';
import { loginPage, messagePage, PROVIDER_CSS } from './loginPage';
import { OIDC_CLIENT_ID, providerConfiguration } from './providerConfiguration';

/** Where the provider lives under the API (`/api/oidc`). */
export const OIDC_PATH = '/oidc';
/** Providers kept, one per origin the app is reached at (localhost, 127.0.0.1 ...). */
const MAX_ORIGINS = 8;
const MAX_FORM_BYTES = 8 * 1024;

export interface Oidc {
  /** Answers requests under `/oidc` (relative to the API's mount) and says so; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** The account of an access token this provider issued to the app, or undefined. */
  accountOfAccessToken(token: string): Promise<Account | undefined>;
}

function originOf(req: IncomingMessage): string {
  const secure = (req.socket as Partial<TLSSocket>).encrypted === true;
  return `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > MAX_FORM_BYTES) {
        req.destroy();
        reject(new Error('form too large'));
      }
    });
    req.on('end', () => resolve(new URLSearchParams(text)));
    req.on('error', reject);
  });
}

/**
 * Single sign-on for the demo: oidc-provider mounted at `<api>/oidc` with the demo users,
 * one public client (the app: authorization code, PKCE, state and nonce) and our own
 * sign-in page. The app then trades the provider's access token for the API's own tokens
 * at `POST session/sso-token` (src/server/session).
 */
export function createOidc({ key, directory }: { key: SigningKey; directory: UserDirectory }): Oidc {
  const providers = new Map<string, { provider: Provider; base: string }>();
  // The API's session/login counts into the same throttle: one limit, whichever page is used.
  const throttle = sharedSignInThrottle(directory);
  const origins = configuredOrigins();
  // Loaded on the first single sign-on request: the API starts faster without it.
  let providerClass: Promise<typeof Provider> | undefined;

  const providerFor = async (req: IncomingMessage): Promise<{ provider: Provider; base: string }> => {
    providerClass ??= import('oidc-provider').then((module) => module.default);
    const ProviderClass = await providerClass;
    const origin = originOf(req);
    const original = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
    // The API's mount (`/api`) comes before `/oidc` in the original URL.
    const mount = original.slice(0, Math.max(0, original.length - (req.url ?? '').length));
    const base = `${mount}${OIDC_PATH}`;
    const id = `${origin}${base}`;
    let entry = providers.get(id);
    if (!entry) {
      if (providers.size >= MAX_ORIGINS) providers.delete(providers.keys().next().value!);
      const provider = new ProviderClass(id, providerConfiguration({ origin, base, key, directory }));
      entry = { provider, base };
      providers.set(id, entry);
    }
    return entry;
  };

  const interaction = async (req: IncomingMessage, res: ServerResponse, provider: Provider, base: string, uid: string, action: string): Promise<void> => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) {
      send(
        res,
        400,
        'text/html',
        messagePage({ base, title: 'Erro no acesso único', message: 'Esta tela de acesso expirou. Volte ao aplicativo e tente de novo.' }),
      );
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'Sign-in cancelled' }, { mergeWithLastSubmission: false });
      return;
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const username = form.get('username')?.trim() ?? '';
      const account = username ? directory.byUsername(username) : undefined;
      const attempt = throttle.attempt({ user: signInUserKey(username, account), address: req.socket.remoteAddress });
      if (!attempt.allowed) {
        res.setHeader('Retry-After', String(attempt.retryAfter));
        send(
          res,
          429,
          'text/html',
          loginPage({ base, uid, username, error: `Muitas tentativas de acesso sem sucesso. Tente de novo em ${attempt.retryAfter} segundos.` }),
        );
        return;
      }
      const valid = account !== undefined && account.roles.length > 0 && (await verifyPasswordAsync(form.get('password') ?? '', account.passwordHash));
      if (!valid) {
        send(res, 401, 'text/html', loginPage({ base, uid, username, error: 'Usuário ou senha inválidos.' }));
        return;
      }
      attempt.succeeded();
      await provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
      return;
    }
    send(res, 200, 'text/html', loginPage({ base, uid }));
  };

  return {
    handle(req, res) {
      const url = req.url ?? '/';
      if (url !== OIDC_PATH && !url.startsWith(`${OIDC_PATH}/`) && !url.startsWith(`${OIDC_PATH}?`)) return false;
      try {
        // The same Host and Origin rules as the API: the issuer is built from the Host header.
        checkOrigin(req, origins);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        req.resume();
        sendJson(res, error.status, { ...error.body, traceId: newTraceId() });
        return true;
      }
      const rest = url.slice(OIDC_PATH.length) || '/';
      const path = rest.split('?')[0] ?? '/';
      if (path === '/static/provider.css') {
        send(res, 200, 'text/css', PROVIDER_CSS);
        return true;
      }
      let base = OIDC_PATH;
      providerFor(req)
        .then(async (entry) => {
          base = entry.base;
          const match = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(path);
          if (match?.[1]) return interaction(req, res, entry.provider, entry.base, decodeURIComponent(match[1]), match[2] ?? '');
          // The provider reads the mount from originalUrl minus url (`/api/oidc`).
          req.url = rest;
          entry.provider.callback()(req, res);
          return undefined;
        })
        .catch((error: unknown) => {
          if (res.headersSent) return res.end();
          const message = error instanceof Error ? error.message : String(error);
          send(res, 400, 'text/html', messagePage({ base, title: 'Erro no acesso único', message: `Volte ao aplicativo e tente de novo (${message}).` }));
          return undefined;
        });
      return true;
    },
    async accountOfAccessToken(token) {
      for (const { provider } of providers.values()) {
        const found = await provider.AccessToken.find(token).catch(() => undefined);
        if (found && !found.isExpired && found.clientId === OIDC_CLIENT_ID) return directory.byId(found.accountId);
      }
      return undefined;
    },
  };
}
