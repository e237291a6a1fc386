// @vitest-environment happy-dom
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LabelledProgressTheme } from './LabelledProgressTheme';

const i18nProvider = (loading: string): I18nProvider => ({
  translate: (key: string) => (key === 'ra.page.loading' ? loading : key),
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'pt',
});

describe('LabelledProgressTheme', () => {
  it('names every progress indicator under it in the user language, keeping a name given in place', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <I18nContextProvider value={i18nProvider('Carregando')}>
          <LabelledProgressTheme>
            <CircularProgress />
            <LinearProgress />
            <CircularProgress aria-label="Enviando" />
          </LabelledProgressTheme>
        </I18nContextProvider>
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['Carregando', 'Carregando', 'Enviando']);
  });
});
