import { afterEach, describe, expect, test } from 'vitest';
import { declareApplication, declaredApplication } from './applicationDeclaration';
import { applicationIdentity } from './identitySection';

describe("the application's name and version", () => {
  const before = declaredApplication();
  afterEach(() => declareApplication(before));

  test('an application that declares none is "Admin", with no version shown', () => {
    declareApplication({});
    expect(applicationIdentity()).toEqual({ name: 'Admin', version: '' });
  });

  test('are those the application declares', () => {
    declareApplication({ name: 'Library', version: '1.0.0' });
    expect(applicationIdentity()).toEqual({ name: 'Library', version: '1.0.0' });
  });

  test("the product's are Certificare and package.json's version", async () => {
    const { version } = await import('../../../package.json');
    expect(applicationIdentity()).toEqual({ name: 'Certificare', version });
  });
});
