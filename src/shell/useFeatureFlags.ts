import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { featureEnabled } from '../framework/features/featureFlags';
import { useAppSession } from './AppSessionContext';

/** What a view asks of the feature flags; `isEnabled` changes when the flags arrive, so a memo depending on it draws again. */
export interface FeatureFlagsView {
  isEnabled: (feature: string | undefined) => boolean;
  /** The flags were read, or failed and everything shows. */
  loaded: boolean;
}

/** The app's feature flags, read on first use; the caller draws again when they arrive. */
export function useFeatureFlags(): FeatureFlagsView {
  const { features } = useAppSession();
  const state = useSyncExternalStore(features.subscribe, features.snapshot);
  useEffect(() => {
    void features.load();
  }, [features]);
  const isEnabled = useCallback((feature: string | undefined) => featureEnabled(state, feature), [state]);
  return { isEnabled, loaded: state.settled };
}
