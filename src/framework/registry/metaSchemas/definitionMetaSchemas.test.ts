import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, type ApplicationDeclaration } from '../../application/applicationDeclaration';
import { PRODUCT_APPLICATION } from '../../../productApplication';
import { resourceDefinitionValidator, valueSetValidator } from '../metaValidators';
import { resourceDefinitionMetaSchema } from './definitionMetaSchemas';

afterEach(() => declareApplication(PRODUCT_APPLICATION));

/** A library's declaration: its own roles (read from `roles.names`) and English only. */
const LIBRARY = { languages: { locales: ['en'], default: 'en', foreignBrowser: 'en' }, roles: { names: ['librarian', 'reader'] } } as ApplicationDeclaration;

const definition = (roles: string[], translations: Record<string, object> = {}) => ({
  name: 'book',
  schema: 'book.schema.json',
  api: { path: 'book' },
  access: { roles: [], create: roles },
  translations,
});

const valueSet = (labels: Record<string, string>) => ({ name: 'book-status', values: [{ value: 'ON_SHELF', labels }] });

describe('the definition meta-schemas take the running application names', () => {
  it("the product's role names and languages, as before", () => {
    expect(resourceDefinitionValidator()(definition(['ADMIN']))).toBe(true);
    expect(resourceDefinitionValidator()(definition(['librarian']))).toBe(false);
    expect(valueSetValidator()(valueSet({ pt: 'Na estante', en: 'On shelf', es: 'En estante' }))).toBe(true);
    expect(valueSetValidator()(valueSet({ fr: 'En rayon' }))).toBe(false);
  });

  it("another application's roles and languages, and none of the product's", () => {
    declareApplication(LIBRARY);
    expect(resourceDefinitionValidator()(definition(['librarian'], { en: { name: 'Book' } }))).toBe(true);
    expect(resourceDefinitionValidator()(definition(['ADMIN']))).toBe(false);
    expect(resourceDefinitionValidator()(definition(['librarian'], { pt: { name: 'Livro' } }))).toBe(false);
    expect(valueSetValidator()(valueSet({ en: 'On shelf' }))).toBe(true);
    expect(valueSetValidator()(valueSet({ pt: 'Na estante' }))).toBe(false);
  });

  it('an application that declares no roles: a definition naming none passes, one naming a role fails', () => {
    declareApplication({});
    expect(resourceDefinitionValidator()(definition([], { en: { name: 'Book' } }))).toBe(true);
    expect(resourceDefinitionValidator()(definition(['librarian'], { en: { name: 'Book' } }))).toBe(false);
  });

  it('the files the engine ships name no role, no language and no icon of an application', () => {
    declareApplication(LIBRARY);
    const text = JSON.stringify(resourceDefinitionMetaSchema({ roles: [], locales: [], icons: [] }));
    for (const name of ['ADMIN', 'PROJECT_ADMIN', 'READ_ONLY', '"pt"', '"es"', 'Engineering', 'AccountTree']) expect(text).not.toContain(name);
  });

  it("the engine's icons and the application's declared icon names, and no other", () => {
    const withIcon = (icon: string) => ({ ...definition([]), menu: { icon } });
    expect(resourceDefinitionValidator()(withIcon('Engineering'))).toBe(true);
    expect(resourceDefinitionValidator()(withIcon('Folder'))).toBe(true);
    expect(resourceDefinitionValidator()(withIcon('Rocket'))).toBe(false);
    declareApplication(LIBRARY);
    expect(resourceDefinitionValidator()(withIcon('Folder'))).toBe(true);
    expect(resourceDefinitionValidator()(withIcon('Engineering'))).toBe(false);
    declareApplication({ ...LIBRARY, menu: { iconNames: ['MenuBook'] } });
    expect(resourceDefinitionValidator()(withIcon('MenuBook'))).toBe(true);
    expect(resourceDefinitionValidator()(withIcon('Engineering'))).toBe(false);
  });
});
