import { describe, expect, it } from 'vitest';
import { appDownload, appFileName } from './appDownload';

const settings = { appName: 'certificare', environment: 'demo', appVersion: '8.14.0', appStoreUrl: 'https://store.example/certificare' };

describe('appDownload', () => {
  it('links to the store in production', () => {
    expect(appDownload({ ...settings, environment: 'production' })).toEqual({ kind: 'store', url: 'https://store.example/certificare' });
  });

  it('fetches the file of the environment and version elsewhere, named <name>-<environment>-v<version>.apk', () => {
    expect(appDownload(settings)).toEqual({ kind: 'file', build: { environment: 'demo', version: '8.14.0' }, fileName: 'certificare-demo-v8.14.0.apk' });
    expect(appFileName({ ...settings, environment: 'homolog', appVersion: '9.0.1' })).toBe('certificare-homolog-v9.0.1.apk');
  });
});
