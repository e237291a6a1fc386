import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { formatInstant } from '../../framework/formats/localeFormat';
import { useLocaleState } from 'ra-core';
import type { Outcome } from './ficShapes';
import { reportSeverity } from './reportSeverity';

export interface LastUpdateBannerProps {
  update: Outcome & { date?: string };
  onSeeErrors(): void;
}

/** Spec §4 "Last-update banner per project": not performed, partially performed or completed; 'see errors' unless completed. */
export function LastUpdateBanner({ update, onSeeErrors }: LastUpdateBannerProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const severity = reportSeverity(update);
  return (
    <Alert
      severity={severity}
      sx={{ mb: 2 }}
      data-testid="fic-last-update"
      action={
        severity === 'success' ? undefined : (
          <Button color="inherit" size="small" onClick={onSeeErrors}>
            {translate('app.fic.last_update.see_errors')}
          </Button>
        )
      }
    >
      <AlertTitle>{translate(`app.fic.last_update.${severity}`)}</AlertTitle>
      {translate('app.fic.last_update.detail', { date: update.date ? formatInstant(update.date, locale) : '—', done: update.done, total: update.asked })}
    </Alert>
  );
}
