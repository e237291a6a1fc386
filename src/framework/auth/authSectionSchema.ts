import * as Type from 'typebox';
import { SignInSectionSchema } from './signInSectionSchema';

const Name = Type.String({ minLength: 1 });
const optionalNames = <K extends string>(keys: readonly K[]) =>
  Type.Object(Object.fromEntries(keys.map((key) => [key, Type.Optional(Name)])) as { [P in K]: Type.TOptional<typeof Name> }, { additionalProperties: false });

/** The `auth` section as application.json holds it (authDeclaration.ts reads it; `landing` and `adoptUserData` are functions, declared in code). */
export const AuthSectionSchema = Type.Object(
  {
    claims: Type.Optional(optionalNames(['userId', 'username', 'roles'] as const)),
    storageKeys: Type.Optional(
      optionalNames([
        'accessToken',
        'refreshToken',
        'idToken',
        'username',
        'userId',
        'groups',
        'isAdmin',
        'userInfo',
        'redirectQuery',
        'singleSignOn',
      ] as const),
    ),
    routes: Type.Optional(optionalNames(['login', 'home'] as const)),
    signIn: Type.Optional(SignInSectionSchema),
  },
  { additionalProperties: false },
);
