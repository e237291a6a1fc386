import { describe, expect, it } from 'vitest';
import { Check } from 'typebox/value';
import { MOBILE_APP_FILE } from '../../contracts/mobileApp';
import { appFileName } from './appFileName';
import { placeholderApp } from './placeholderApp';
import { readZipEntries } from './readZipEntries.testkit';

const identity = { name: 'certificare', environment: 'demo', version: '8.14.0' };

describe('the placeholder app file', () => {
  it('is a valid zip holding an AndroidManifest.xml of that build and a README saying what it is', () => {
    const entries = readZipEntries(placeholderApp(identity));
    expect(entries.get('AndroidManifest.xml')?.toString('utf8')).toContain('android:versionName="8.14.0"');
    expect(entries.get('README.txt')?.toString('utf8')).toContain('certificare-demo-v8.14.0.apk is a placeholder');
  });

  it('starts with the zip signature and gives the same bytes for the same build', () => {
    const bytes = placeholderApp(identity);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(placeholderApp(identity).equals(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(2048);
  });
});

describe('app file names', () => {
  it('follow spec §9 with the environment: <name>-<environment>-v<version>.apk', () => {
    expect(appFileName(identity)).toBe('certificare-demo-v8.14.0.apk');
  });

  it('take plain environments and dotted versions only (the contract of the app file call)', () => {
    const named = (environment: string, version: string) => Check(MOBILE_APP_FILE.params, { environment, version });
    expect(named('demo', '8.14.0')).toBe(true);
    expect(named('homolog_2', '10')).toBe(true);
    for (const [environment, version] of [
      ['..', '1'],
      ['../x', '1'],
      ['demo', '1.0/..'],
      ['demo', '1.0.0.0.0'],
      ['', '1'],
      ['demo', ''],
      ['a\\b', '1'],
      ['-x', '1'],
    ] as const) {
      expect(named(environment, version), `${environment} ${version}`).toBe(false);
    }
  });
});
