/** Which build of the mobile app a file holds. */
export interface AppFileIdentity {
  /** The app's name (package.json `mobileApp.name`): `certificare`. */
  name: string;
  /** The environment the build talks to: `demo`, `homolog` ... */
  environment: string;
  /** Dotted numbers: `8.14.0`. */
  version: string;
}

/** An environment name: letters, digits, `-` and `_`, never a path (`..`, `/`, `\`). */
const ENVIRONMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
/** A version: one to four dotted numbers. */
const VERSION = /^\d{1,5}(\.\d{1,5}){0,3}$/;

/** Whether `environment` and `version` can name an app file (anything else could reach outside its folder). */
export function isAppFileRequest(environment: string, version: string): boolean {
  return ENVIRONMENT.test(environment) && VERSION.test(version);
}

/**
 * Spec §9 names the Android file `app-name-v{version}.apk`; spec §2 adds that it is named by
 * environment too: `certificare-demo-v8.14.0.apk`.
 */
export function appFileName({ name, environment, version }: AppFileIdentity): string {
  return `${name}-${environment}-v${version}.apk`;
}
