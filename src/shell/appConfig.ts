import { mobileApp } from '../../package.json';
import { signInFlows } from '../framework/auth/signInSection';

/** Settings a deployment may change without a rebuild: edit `config.js` beside index.html. */
export interface AppConfig {
  /** API root: `/api` (the demo, same origin) or a real backend's URL. */
  apiUrl: string;
  /** Single sign-on provider: its issuer URL and the app's client id (default: the product's declaration, `auth.signIn.oidc`). */
  sso: { authority: string; clientId: string; scope: string };
  /** `production` links the mobile app to the store; anything else downloads the local app file. */
  environment: string;
  /** Name of the mobile app in its file names (`<appName>-<environment>-v<appVersion>.apk`). */
  appName: string;
  /** Version of the mobile app offered on the login page. */
  appVersion: string;
  /** The store page of the mobile app (production). */
  appStoreUrl: string;
  /** OpenAPI documents of the documentation pages; undefined: the API's own document. */
  apiDocs: { api: string | undefined; bi: string | undefined; openBim: string | undefined };
}

declare global {
  interface Window {
    ADMIN_CONFIG?: Partial<Omit<AppConfig, 'sso' | 'apiDocs'>> & { sso?: Partial<AppConfig['sso']>; apiDocs?: Partial<AppConfig['apiDocs']> };
  }
}

export function readAppConfig(): AppConfig {
  const fromWindow = typeof window === 'undefined' ? undefined : window.ADMIN_CONFIG;
  const apiUrl = fromWindow?.apiUrl ?? import.meta.env.VITE_API_URL ?? '/api';
  const declared = signInFlows({ apiUrl, ...(typeof window === 'undefined' ? {} : { base: window.location.href }) }).oidc;
  return {
    apiUrl,
    sso: {
      authority: fromWindow?.sso?.authority ?? declared?.authority ?? '',
      clientId: fromWindow?.sso?.clientId ?? declared?.clientId ?? '',
      scope: fromWindow?.sso?.scope ?? declared?.scope ?? '',
    },
    environment: fromWindow?.environment ?? import.meta.env.MODE,
    // package.json's `mobileApp` is also what the demo API writes its placeholder app for.
    appName: fromWindow?.appName ?? mobileApp.name,
    appVersion: fromWindow?.appVersion ?? mobileApp.version,
    appStoreUrl: fromWindow?.appStoreUrl ?? 'https://play.google.com/store/apps/details?id=com.certificare.app',
    apiDocs: {
      api: fromWindow?.apiDocs?.api,
      bi: fromWindow?.apiDocs?.bi,
      openBim: fromWindow?.apiDocs?.openBim,
    },
  };
}
