import * as Type from 'typebox';
import type { Static } from 'typebox';

// The schema apart from its reader (signInSection.ts): TypeBox stays out of the browser's first page.

/** The `auth` section's `signIn`: the sign-in flows an application offers (signInSection.ts reads it). */
export const SignInSectionSchema = Type.Object(
  {
    /** The username and password form (the API's `session/login`). */
    password: Type.Optional(Type.Boolean()),
    /** Single sign-on through an OpenID Connect provider. */
    oidc: Type.Optional(
      Type.Object(
        {
          /** The provider's issuer URL; a relative one (`oidc`) is under the API's root. */
          authority: Type.String({ minLength: 1 }),
          /** Who the application is to the provider. */
          clientId: Type.String({ minLength: 1 }),
          /** The scopes asked for (neutral: `openid profile email`). */
          scope: Type.Optional(Type.String({ minLength: 1 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type SignInSection = Static<typeof SignInSectionSchema>;
