import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'ra-core';
import { useSelectAllMatching } from './useSelectAllMatching';

/** The bulk toolbar's "Select all N matching", in the place of react-admin's SelectAllButton (which selects at most one page). */
export function SelectAllMatchingButton() {
  const translate = useTranslate();
  const c = useSelectAllMatching();
  if (!c.offered && !c.progress) return null;
  return (
    <Button
      size="small"
      onClick={() => void c.selectAll()}
      disabled={c.progress !== undefined}
      startIcon={c.progress ? <CircularProgress size={14} /> : undefined}
      data-testid="select-all-matching"
    >
      {c.progress
        ? translate('app.bulk.selecting', { gathered: c.progress.gathered, total: c.progress.total })
        : translate('app.bulk.select_all_matching', { smart_count: c.total })}
    </Button>
  );
}
