import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate, type TranslateFunction } from 'ra-core';
import type { GoToItem, RecordSearchTarget } from './goToItem';
import { RECORD_SEARCH_MIN_LENGTH } from './useRecordSearch';
import { useGoToPalette, type GoToPaletteController } from './useGoToPalette';

export interface GoToPaletteProps {
  open: boolean;
  onClose: () => void;
  /** Every screen the user may open, in menu order. */
  screens: readonly GoToItem[];
  /** The resources whose records are searched. */
  targets: readonly RecordSearchTarget[];
}

/** The line under the list: what the search is doing, or how to use the keys. */
function statusText({ text, items, records }: GoToPaletteController, translate: TranslateFunction): string {
  if (records.status === 'pending') return translate('app.go_to.searching');
  // A list that could not be searched may have held the record: "nothing matches" would not be true.
  if (records.status === 'done' && records.failed > 0) return translate('app.go_to.some_failed');
  if (items.length === 0) return translate('app.go_to.no_match');
  if (text.trim().length < RECORD_SEARCH_MIN_LENGTH) return translate('app.go_to.type_more', { count: RECORD_SEARCH_MIN_LENGTH });
  return translate('app.go_to.keys');
}

interface PaletteBodyProps extends Omit<GoToPaletteProps, 'open'> {
  /** The prefix of its elements' ids. */
  id: string;
  fullScreen: boolean;
}

function PaletteBody({ id, screens, targets, onClose, fullScreen }: PaletteBodyProps) {
  const translate = useTranslate();
  const palette = useGoToPalette({ screens, targets, onClose });
  const { text, setText, groups, activeIndex, setActiveIndex, choose, onKeyDown, records } = palette;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  // The highlighted item stays in sight as the arrows move it through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  let index = 0;
  return (
    <>
      <Typography id={`${id}-title`} component="h2" sx={visuallyHidden}>
        {translate('app.go_to.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('app.go_to.placeholder')}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-label': translate('app.go_to.placeholder'),
              'aria-expanded': true,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeId,
              enterKeyHint: 'go',
            },
          }}
          sx={{ fontSize: '1.1rem', py: 0.5 }}
        />
        {/* A phone has no Esc key. */}
        {fullScreen && (
          <IconButton onClick={onClose} aria-label={translate('ra.action.close')} edge="end">
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{records.status === 'pending' && <LinearProgress aria-hidden />}</Box>
      <Box
        id={listId}
        role="listbox"
        aria-label={translate('app.go_to.title')}
        sx={{ overflowY: 'auto', flex: 1, maxHeight: fullScreen ? 'none' : '60vh', px: 1, pb: 1 }}
      >
        {groups.map((group) => (
          <Box key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
            <Typography id={`${id}-${group.key}`} variant="overline" color="text.secondary" sx={{ display: 'block', px: 1, pt: 1 }}>
              {translate(`app.go_to.${group.key}`)}
            </Typography>
            {group.items.map((item) => {
              const itemIndex = index++;
              const active = itemIndex === activeIndex;
              return (
                <ListItemButton
                  key={item.key}
                  id={optionId(itemIndex)}
                  component="div"
                  role="option"
                  aria-selected={active}
                  selected={active}
                  tabIndex={-1}
                  onClick={() => choose(item)}
                  onMouseMove={() => !active && setActiveIndex(itemIndex)}
                  sx={{ borderRadius: 1, py: 0.5 }}
                >
                  <ListItemText
                    primary={item.label}
                    secondary={item.detail}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    sx={{
                      display: 'flex',
                      alignItems: 'baseline',
                      gap: 1,
                      my: 0.25,
                      '& > *': { minWidth: 0 },
                      '& .MuiListItemText-secondary': { flexShrink: 0, maxWidth: '45%' },
                    }}
                  />
                </ListItemButton>
              );
            })}
          </Box>
        ))}
      </Box>
      <Typography role="status" variant="caption" color="text.secondary" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        {statusText(palette, translate)}
      </Typography>
    </>
  );
}

/**
 * The go-to palette ("go to anything"): one input that finds screens and records, grouped,
 * the arrow keys moving through them and Enter opening one; Esc closes it. Full screen on a
 * phone, with a close button. Its state starts over each time it opens.
 */
export function GoToPalette({ open, onClose, screens, targets }: GoToPaletteProps) {
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      // Near the top on a wide screen, as the list grows downwards.
      slotProps={{ paper: { sx: fullScreen ? {} : { alignSelf: 'flex-start', mt: '10vh' } } }}
    >
      <PaletteBody id={id} screens={screens} targets={targets} onClose={onClose} fullScreen={fullScreen} />
    </Dialog>
  );
}
