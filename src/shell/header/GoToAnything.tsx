import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'ra-core';
import { GO_TO_KEY_SHORTCUTS, shortcutHint, useGoToShortcut } from '../../framework/goTo/useGoToShortcut';
import { useAppSession } from '../AppSessionContext';
import { userLacksProject } from '../sessionProject';

const loadDialog = () => import('./GoToAnythingDialog');
// The palette, its search and its list load when first wanted, not with the app's first page.
const GoToAnythingDialog = lazy(() => loadDialog().then((module) => ({ default: module.GoToAnythingDialog })));

/**
 * Go to anything, in the header: a search button with its shortcut's name (an icon on a
 * phone) and Ctrl+K / Cmd+K from anywhere, opening the palette of screens and records.
 * Not offered to a user the guard sends to the join request: every screen would refuse them.
 */
export function GoToAnything() {
  const translate = useTranslate();
  const { store } = useAppSession();
  const user = store.user();
  const offered = user !== undefined && !userLacksProject(user);
  const [open, setOpen] = useState(false);
  // Drawn from its first opening on, so that closing plays the dialog's transition.
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  useGoToShortcut(show, offered);
  if (!offered) return null;
  const label = translate('app.go_to.open');
  const hint = shortcutHint();
  const common = {
    onClick: show,
    // A pointer on the button, or the focus, fetches the palette's code before the click.
    onPointerEnter: () => void loadDialog(),
    onFocus: () => void loadDialog(),
    'aria-haspopup': 'dialog' as const,
    'aria-keyshortcuts': GO_TO_KEY_SHORTCUTS,
  };
  return (
    <>
      <IconButton color="inherit" {...common} aria-label={`${label} (${hint})`} sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
        <SearchIcon />
      </IconButton>
      <Button
        color="inherit"
        {...common}
        startIcon={<SearchIcon />}
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          textTransform: 'none',
          mx: 1,
          px: 1.5,
          flexShrink: 0,
          // A field-like patch on the bar; its text keeps the bar's contrast (WCAG AA).
          bgcolor: 'rgba(255, 255, 255, 0.12)',
          '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.2)' },
        }}
      >
        {/* The button is named by what it shows (WCAG 2.5.3): the words, then the shortcut. */}
        {`${label} `}
        <Box component="kbd" sx={{ ml: 1.5, px: 0.75, border: 1, borderRadius: 1, fontFamily: 'inherit', fontSize: '0.75rem' }}>
          {hint}
        </Box>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <GoToAnythingDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
