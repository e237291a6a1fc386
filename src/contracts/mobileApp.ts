import * as Type from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { CATALOGUE_CALL_PATHS } from './catalogueCallPaths';

/** The media type of the Android app file. */
export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';

/**
 * Spec §7 "Download: app/{..}/{version}": the Android app file `<name>-<environment>-v<version>.apk`
 * of the demo data's app folder, as an attachment, open without sign-in (the login page
 * offers it). HEAD answers the same headers (name, size) without the bytes. The names are
 * plain, so no request can name a file outside the folder.
 */
export const MOBILE_APP_FILE = defineCall({
  method: 'GET',
  path: CATALOGUE_CALL_PATHS.mobileAppFile,
  tag: 'mobile-app',
  summary: 'The Android app file <name>-<environment>-v<version>.apk, as an attachment (HEAD: its headers only)',
  access: { public: true },
  params: Type.Object({
    environment: Type.String({
      pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$',
      description: 'The environment the build talks to (demo, homolog): letters, digits, - and _.',
    }),
    version: Type.String({ pattern: '^\\d{1,5}(\\.\\d{1,5}){0,3}$', description: 'One to four dotted numbers (8.14.0).' }),
  }),
  answers: { 200: { description: 'The app file.', file: APK_CONTENT_TYPE } },
  refusals: { 404: ['APP_FILE_NOT_FOUND'], 400: ['INVALID_APP_FILE_REQUEST'] },
});
