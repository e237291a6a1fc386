import { statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { ApiError } from '../http/apiError';
import { FileBody } from '../http/fileBody';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import { appFileName, isAppFileRequest } from './appFileName';
import { ensurePlaceholderApp } from './ensurePlaceholderApp';
import type { MobileAppSettings } from './mobileAppSettings';
import type { FeatureModule } from '../routes/featureModule';

/** The API path of the app file (spec §7 "Download: app/{..}/{version}"). */
export const APP_FILE_PATTERN = 'app/:environment/:version';
export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';

function appFile(settings: MobileAppSettings, request: ApiRequest): FileBody {
  const environment = request.params.environment ?? '';
  const version = request.params.version ?? '';
  if (!isAppFileRequest(environment, version)) {
    throw new ApiError(400, {
      error: 'INVALID_APP_FILE_REQUEST',
      message: `No app file can be named by environment ${JSON.stringify(environment)} and version ${JSON.stringify(version)}: the environment takes letters, digits, - and _, the version dotted numbers (app/demo/8.14.0)`,
    });
  }
  const fileName = appFileName({ name: settings.name, environment, version });
  const folder = resolve(settings.dir);
  const path = join(folder, fileName);
  // The checks above already keep the name inside the folder; this keeps it so if they ever loosen.
  if (!path.startsWith(folder + sep)) throw new ApiError(400, { error: 'INVALID_APP_FILE_REQUEST', message: `${fileName} is outside the app folder` });
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isFile()) {
    throw new ApiError(404, {
      error: 'APP_FILE_NOT_FOUND',
      message: `No app file ${fileName}: put it in ${settings.dir} (the demo writes a placeholder for ${settings.environment} ${settings.version} at start)`,
    });
  }
  return new FileBody(path, stat.size, APK_CONTENT_TYPE, fileName);
}

/**
 * `GET` and `HEAD app/{environment}/{version}`: the Android app file
 * `<name>-<environment>-v<version>.apk` from the demo data's app folder, as an attachment,
 * open without sign-in (the login page offers it). Writes the placeholder of the configured
 * environment and version when that file is missing. A missing file answers 404
 * APP_FILE_NOT_FOUND; an environment or version that is not a plain name (`..%2f`) 400.
 */
export function appFileRoutes(settings: MobileAppSettings): ApiRoute[] {
  ensurePlaceholderApp(settings.dir, settings);
  const handle = (request: ApiRequest) => ({ status: 200, body: appFile(settings, request) });
  return [
    { method: 'GET', pattern: APP_FILE_PATTERN, readsBody: false, public: true, handle },
    { method: 'HEAD', pattern: APP_FILE_PATTERN, readsBody: false, public: true, handle },
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const mobileAppFeature: FeatureModule = { origin: 'src/server/mobileApp', routes: ({ mobileApp }) => appFileRoutes(mobileApp) };
