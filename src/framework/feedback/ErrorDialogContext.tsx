import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../data/ApiError';
import { ErrorDialog } from './ErrorDialog';
import { GlobalPopup } from './GlobalPopup';
import type { PopupOptions } from './popupTypes';

type ShowError = (error: unknown) => void;
type ShowPopup = (options: PopupOptions) => void;

interface FeedbackContextValue {
  showError: ShowError;
  showPopup: ShowPopup;
}

const FeedbackContext = createContext<FeedbackContextValue | null>(null);

type Shown = { kind: 'error'; error: unknown } | { kind: 'popup'; options: PopupOptions };

export interface ErrorDialogProviderProps {
  children: ReactNode;
  /**
   * Failures that go somewhere else than the dialog (the application's own displays, the
   * forbidden page): return true when handled. Failures classified `signIn` (the
   * session layer sends the user to sign in) and `silent` never open the dialog.
   */
  routeError?: (error: ApiError) => boolean;
}

/** Mounts the global popup and lets any view open it, for a failure or with its own content. */
export function ErrorDialogProvider({ children, routeError }: ErrorDialogProviderProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  const showError = useCallback<ShowError>(
    (value) => {
      if (value instanceof ApiError) {
        if (value.display === 'signIn' || value.display === 'silent') return;
        if (routeError?.(value)) return;
      }
      setShown({ kind: 'error', error: value ?? new Error('unknown') });
    },
    [routeError],
  );
  const showPopup = useCallback<ShowPopup>((options) => setShown({ kind: 'popup', options }), []);
  const value = useMemo(() => ({ showError, showPopup }), [showError, showPopup]);
  const close = () => setShown(null);
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {shown?.kind === 'error' && <ErrorDialog error={shown.error} onClose={close} />}
      {shown?.kind === 'popup' && <GlobalPopup options={shown.options} onClose={close} />}
    </FeedbackContext.Provider>
  );
}

function useFeedback(hook: string): FeedbackContextValue {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error(`${hook} must be used inside an <ErrorDialogProvider>.`);
  return value;
}

/**
 * Opens the global error dialog.
 *
 * @example
 * const showError = useErrorDialog();
 * deleteOne(resource, { id }, { onError: showError });
 */
export function useErrorDialog(): ShowError {
  return useFeedback('useErrorDialog').showError;
}

/**
 * Opens the global popup with content of its own.
 *
 * @example
 * const showPopup = usePopup();
 * showPopup({ type: 'WARNING', title: 'RESET_PASSWORD_QUESTION_MARK', actions: [...] });
 */
export function usePopup(): ShowPopup {
  return useFeedback('usePopup').showPopup;
}
