import type { AppConfig } from '../../shell/appConfig';

/** Spec §9: the Android app file is `app-name-v{version}.apk`. */
export function appFileName(config: Pick<AppConfig, 'environment' | 'appVersion'>): string {
  return `certificare-${config.environment}-v${config.appVersion}.apk`;
}

/**
 * How the login page offers the mobile app (spec §2): in production a link to the store;
 * elsewhere the app file served beside the app (`app/<file>`), named by environment and version.
 */
export function appDownload(config: Pick<AppConfig, 'environment' | 'appVersion' | 'appStoreUrl'>): { kind: 'store'; url: string } | { kind: 'file'; url: string; fileName: string } {
  if (config.environment === 'production') return { kind: 'store', url: config.appStoreUrl };
  const fileName = appFileName(config);
  return { kind: 'file', url: `app/${fileName}`, fileName };
}
