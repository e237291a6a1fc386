import type { AppConfig } from '../../shell/appConfig';

/** How the app offers the mobile app: a store page, or a file of the API. */
export type AppDownload =
  | { kind: 'store'; url: string }
  | {
      kind: 'file';
      /** The build the file holds: the path parameters of the app file call (src/contracts/mobileApp.ts). */
      build: AppBuild;
      /** The name it is saved under when the answer names none. */
      fileName: string;
    };

/** The environment and version of an app file (the contract is not imported here: the sign-in page, in the first page's code, shows the button). */
export interface AppBuild {
  environment: string;
  version: string;
}

type AppFileSettings = Pick<AppConfig, 'appName' | 'environment' | 'appVersion'>;

/** Spec §9 `app-name-v{version}.apk`, named by environment too (spec §2): `certificare-demo-v8.14.0.apk`. */
export function appFileName({ appName, environment, appVersion }: AppFileSettings): string {
  return `${appName}-${environment}-v${appVersion}.apk`;
}

/**
 * Spec §2: in production the button links to the public app store; in any other environment
 * it fetches the app file of that environment and version from the API.
 *
 * @example
 * appDownload(readAppConfig()) // { kind: 'file', build: { environment: 'demo', version: '8.14.0' }, fileName: 'certificare-demo-v8.14.0.apk' }
 */
export function appDownload(config: AppFileSettings & Pick<AppConfig, 'appStoreUrl'>): AppDownload {
  if (config.environment === 'production') return { kind: 'store', url: config.appStoreUrl };
  return { kind: 'file', build: { environment: config.environment, version: config.appVersion }, fileName: appFileName(config) };
}
