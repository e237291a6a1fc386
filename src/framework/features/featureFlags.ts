import { declaredSection } from '../application/applicationDeclaration';

/** A feature flag as the API answers it: a feature's name and whether the app shows it. */
export interface FeatureClaim {
  name: string;
  enabled: boolean;
}

/** The flags the app keeps, with when they were read (`lastUpdated`), so a later read can tell they are stale. */
export interface FeatureClaims {
  lastUpdated: string;
  items: readonly FeatureClaim[];
}

/** The flags read (undefined before, or when they could not be), and whether the first reading has ended either way. */
export interface FeatureFlagsState {
  claims?: FeatureClaims;
  settled: boolean;
}

/**
 * The app's feature flags: which features (a resource's screens, a hand-written page) it
 * shows. A feature the flags do not name is shown, and so is every feature until the flags
 * have arrived or when they cannot be read: a flag hides, it never locks the app.
 */
export interface FeatureFlags {
  /** Whether the feature is shown (`undefined`: nothing to switch, always). */
  isEnabled(feature: string | undefined): boolean;
  /** Reads the flags once; a failure leaves every feature shown and is tried again on the next call. */
  load(): Promise<void>;
  /** Where the flags stand, for `useSyncExternalStore`: a new object at each change. */
  snapshot(): FeatureFlagsState;
  subscribe(listener: () => void): () => void;
}

/** What an application declares about its flags: how its flags call's answer reads (neutral: a `{name: enabled}` map). */
export interface FeaturesDeclaration {
  /** The flags of an answer, or undefined when it holds none (every feature is then shown). */
  readFlags?: (answer: unknown) => FeatureClaims | undefined;
}

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    features: FeaturesDeclaration;
  }
}

/** The neutral reading: `{ "<feature>": true | false, ... }`; a value that is not a boolean is left out. */
export function readFlagMap(answer: unknown): FeatureClaims | undefined {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return undefined;
  const items = Object.entries(answer).flatMap(([name, enabled]) => (typeof enabled === 'boolean' ? [{ name, enabled }] : []));
  return { lastUpdated: '', items };
}

/** The flags of an answer, as the application reads its flags call. */
export function featureClaimsOf(answer: unknown): FeatureClaims | undefined {
  return (declaredSection('features')?.readFlags ?? readFlagMap)(answer);
}

/** Whether the flags of `state` show the feature: yes unless an item switches it off. */
export function featureEnabled(state: FeatureFlagsState, feature: string | undefined): boolean {
  return feature === undefined || state.claims?.items.find((item) => item.name === feature)?.enabled !== false;
}

/** Feature flags read by `readClaims` (the app's flags call). */
export function createFeatureFlags(readClaims: () => Promise<unknown>): FeatureFlags {
  let state: FeatureFlagsState = { settled: false };
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const settle = (claims: FeatureClaims | undefined) => {
    state = claims ? { claims, settled: true } : { ...state, settled: true };
    for (const listener of listeners) listener();
  };
  return {
    isEnabled: (feature) => featureEnabled(state, feature),
    load() {
      loading ??= readClaims().then(
        (answer) => {
          settle(featureClaimsOf(answer));
        },
        () => {
          loading = undefined;
          if (!state.settled) settle(undefined);
        },
      );
      return loading;
    },
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
