import { statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { APK_CONTENT_TYPE, MOBILE_APP_FILE } from '../../contracts/mobileApp';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import { FileBody } from '../http/fileBody';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import { appFileName } from './appFileName';
import { ensurePlaceholderApp } from './ensurePlaceholderApp';
import type { MobileAppSettings } from './mobileAppSettings';

function appFile(settings: MobileAppSettings, environment: string, version: string): FileBody {
  const fileName = appFileName({ name: settings.name, environment, version });
  const folder = resolve(settings.dir);
  const path = join(folder, fileName);
  // The contract's patterns already keep the name inside the folder; this keeps it so if they ever loosen.
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
 * `GET` and `HEAD app/{environment}/{version}` (src/contracts/mobileApp.ts): the Android app
 * file from the demo data's app folder. Writes the placeholder of the configured
 * environment and version when that file is missing.
 */
export function appFileRoutes(settings: MobileAppSettings, accessOf: AccessOfResource): ApiRoute[] {
  ensurePlaceholderApp(settings.dir, settings);
  const get = contractRoute(MOBILE_APP_FILE, accessOf, ({ params }) => ({ status: 200, body: appFile(settings, params.environment, params.version) }));
  // HEAD is the same call: the dispatcher sends the file's headers without its bytes.
  return [get, { ...get, method: 'HEAD' }];
}

/** The feature's routes, as the demo API builds them from its context. */
export const mobileAppFeature: FeatureModule = { origin: 'src/server/mobileApp', routes: ({ mobileApp, accessOf }) => appFileRoutes(mobileApp, accessOf) };
