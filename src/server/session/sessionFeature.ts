import type { FeatureModule } from '../routes/featureModule';

/** The session's routes (sign-in, refresh, sign-out and the user's own calls), built by the demo API before its features. */
export const sessionFeature: FeatureModule = { origin: 'src/server/session', routes: ({ services }) => [...services.session] };
