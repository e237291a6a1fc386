import { afterEach, describe, expect, test } from 'vitest';
import { declareApplication, declaredApplication, declaredSection, type ApplicationDeclaration } from './applicationDeclaration';

declare module './applicationDeclaration' {
  interface ApplicationSections {
    testSection: { value: string };
  }
}

describe('the application declaration', () => {
  const before: ApplicationDeclaration = declaredApplication();
  afterEach(() => declareApplication(before));

  test('a section reads as declared, and as undefined once a declaration leaves it out', () => {
    declareApplication({ testSection: { value: 'declared' } });
    expect(declaredSection('testSection')).toEqual({ value: 'declared' });
    declareApplication({});
    expect(declaredSection('testSection')).toBeUndefined();
  });
});
