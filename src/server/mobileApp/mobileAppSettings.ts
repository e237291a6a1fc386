import { join } from 'node:path';
import packageJson from '../../../package.json';

/** Where the demo API finds the mobile app files and which one it writes a placeholder for. */
export interface MobileAppSettings {
  /** Folder of the app files (`<dataDir>/app`). */
  dir: string;
  /** The app's name in its file names (package.json `mobileApp.name`). */
  name: string;
  /** Environment of the placeholder written at start (the demo's `config.js` says `demo`). */
  environment: string;
  /** Version of the placeholder (package.json `mobileApp.version`). */
  version: string;
}

/** The settings of a demo API keeping its data in `dataDir`, with `overrides` applied. */
export function mobileAppSettings(dataDir: string, overrides: Partial<MobileAppSettings> = {}): MobileAppSettings {
  return {
    dir: join(dataDir, 'app'),
    name: packageJson.mobileApp.name,
    environment: 'demo',
    version: packageJson.mobileApp.version,
    ...overrides,
  };
}
