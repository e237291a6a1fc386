import { appFileName, type AppFileIdentity } from './appFileName';
import { zipStored } from './zipStored';

/**
 * A stand-in for the Android package, so the demo's download works end to end without a
 * real build: a valid zip (as an APK is) with a text AndroidManifest.xml naming the build
 * and a README saying what it is. Same identity, same bytes.
 */
export function placeholderApp(identity: AppFileIdentity): Buffer {
  const { name, environment, version } = identity;
  const manifest = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<!-- Placeholder: a real build carries the compiled manifest of ${name} ${version}. -->`,
    `<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.${name}.app" android:versionName="${version}">`,
    `  <application android:label="${name} (${environment})" />`,
    '</manifest>',
    '',
  ].join('\n');
  const readme = [
    `${appFileName(identity)} is a placeholder written by the demo API, not an installable app.`,
    'Put the signed Android package under the same name in the demo data folder (.data/app/) to offer it instead.',
    '',
  ].join('\n');
  return zipStored([
    { name: 'AndroidManifest.xml', content: Buffer.from(manifest, 'utf8') },
    { name: 'README.txt', content: Buffer.from(readme, 'utf8') },
  ]);
}
