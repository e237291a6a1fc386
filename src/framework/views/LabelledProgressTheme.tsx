import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Gives every progress indicator under it (react-admin's loading indicator in the app
 * bar, a reference still loading, a pending button) an accessible name in the user's
 * language ("Loading…"): a `progressbar` with no name is announced as nothing (WCAG
 * 4.1.2, axe `aria-progressbar-name`). A name given in place still wins.
 */
export function LabelledProgressTheme({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const theme = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
