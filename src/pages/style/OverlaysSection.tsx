import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { usePopup } from '../../framework/feedback/ErrorDialogContext';
import { POPUP_TYPES } from '../../framework/feedback/popupTypes';
import { StyleSection } from './StyleSection';

const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 } as const;

function DialogSample() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate('app.style.overlays.open_dialog')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.style.overlays.dialog_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.style.overlays.dialog_text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={close}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function PopoverSample() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="true"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.style.overlays.open_popover')}
      </Button>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 'min(20rem, 90vw)' } } }}
      >
        <Typography variant="body2">{translate('app.style.overlays.popover_text')}</Typography>
      </Popover>
    </>
  );
}

/** A dialog and a popover opened by buttons, and the product's global popup in each of its types. */
export function OverlaysSection() {
  const translate = useTranslate();
  const showPopup = usePopup();
  return (
    <StyleSection id="style-overlays" title={translate('app.style.overlays.title')}>
      <Box sx={ROW}>
        <DialogSample />
        <PopoverSample />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {translate('app.style.overlays.popup_title')}
        </Typography>
        <Box sx={ROW}>
          {POPUP_TYPES.map((type) => (
            <Button
              key={type}
              variant="text"
              onClick={() => showPopup({ type, title: `app.style.overlays.popup.${type}`, subtitle: 'app.style.overlays.popup_text' })}
            >
              {translate(`app.style.overlays.popup.${type}`)}
            </Button>
          ))}
        </Box>
      </Box>
    </StyleSection>
  );
}
