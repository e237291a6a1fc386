import { useEffect, useSyncExternalStore } from 'react';
import type { FeatureFlags } from '../framework/features/featureFlags';
import { useAppSession } from './AppSessionContext';

/** The app's feature flags, read on first use; the caller draws again when they arrive (`loaded`: read, or failed and all shown). */
export function useFeatureFlags(): FeatureFlags & { loaded: boolean } {
  const { features } = useAppSession();
  const { settled } = useSyncExternalStore(features.subscribe, features.snapshot);
  useEffect(() => {
    void features.load();
  }, [features]);
  return { ...features, loaded: settled };
}
