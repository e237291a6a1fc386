/**
 * The application's name and version (its `name` and `version` sections): the engine shows the
 * name in the header, the browser tab and the sign-in page, and the version on the sign-in page.
 * The neutral default names no product.
 */
import type { Static } from 'typebox';
import { declaredSection } from './applicationDeclaration';
import type { NameSectionSchema, VersionSectionSchema } from './identitySectionSchema';

declare module './applicationDeclaration' {
  interface ApplicationSections {
    name: Static<typeof NameSectionSchema>;
    version: Static<typeof VersionSectionSchema>;
  }
}

/** Who the running application is: its name, and its version (`''`: none shown). */
export interface ApplicationIdentity {
  name: string;
  version: string;
}

export const NEUTRAL_IDENTITY: ApplicationIdentity = { name: 'Admin', version: '' };

/** The running application's name and version, the neutral ones where it declares none. */
export function applicationIdentity(): ApplicationIdentity {
  return { name: declaredSection('name') ?? NEUTRAL_IDENTITY.name, version: declaredSection('version') ?? NEUTRAL_IDENTITY.version };
}
