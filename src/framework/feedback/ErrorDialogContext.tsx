import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ErrorDialog } from './ErrorDialog';

type ShowError = (error: unknown) => void;

const ErrorDialogContext = createContext<ShowError | null>(null);

/** Mounts the global error dialog (spec §8) and lets any view open it. */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<unknown>(null);
  const show = useCallback<ShowError>((value) => setError(value ?? new Error('unknown')), []);
  const value = useMemo(() => show, [show]);
  return (
    <ErrorDialogContext.Provider value={value}>
      {children}
      {error !== null && <ErrorDialog error={error} onClose={() => setError(null)} />}
    </ErrorDialogContext.Provider>
  );
}

/**
 * Opens the global error dialog.
 *
 * @example
 * const showError = useErrorDialog();
 * deleteOne(resource, { id }, { onError: showError });
 */
export function useErrorDialog(): ShowError {
  const show = useContext(ErrorDialogContext);
  if (!show) throw new Error('useErrorDialog must be used inside an <ErrorDialogProvider>.');
  return show;
}
