/** Which build of the mobile app a file holds. */
export interface AppFileIdentity {
  /** The app's name (package.json `mobileApp.name`): `certificare`. */
  name: string;
  /** The environment the build talks to: `demo`, `homolog` ... */
  environment: string;
  /** Dotted numbers: `8.14.0`. */
  version: string;
}

/**
 * Spec §9 names the Android file `app-name-v{version}.apk`; spec §2 adds that it is named by
 * environment too: `certificare-demo-v8.14.0.apk`.
 */
export function appFileName({ name, environment, version }: AppFileIdentity): string {
  return `${name}-${environment}-v${version}.apk`;
}
