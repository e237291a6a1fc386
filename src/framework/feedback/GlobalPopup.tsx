import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmberOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslate } from 'ra-core';
import { popupWidth } from '../application/themeSection';
import { requiredMessageKey } from '../registry/apiSection';
import type { PopupAction, PopupOptions, PopupType } from './popupTypes';

/** Above everything (z-index 10000); its width is the application's (`theme.popup.width`), at most 40vw. */
export const POPUP_Z_INDEX = 10000;

const ICONS: Record<PopupType, typeof ErrorOutlineIcon> = { ERROR: ErrorOutlineIcon, WARNING: WarningAmberIcon, INFO: InfoIcon, SUCCESS: CheckCircleIcon };
const COLORS = { ERROR: 'error', WARNING: 'warning', INFO: 'info', SUCCESS: 'success' } as const;
const CLOSING = new Set(['return', 'close', 'back', 'callback']);

/** The global popup: type icon, title, subtitle, items, accordion, footer, reason, actions. */
export function GlobalPopup({ options, onClose }: { options: PopupOptions; onClose: () => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const text = (value: string) => translate(value, { _: value });
  const Icon = ICONS[options.type];
  const width = options.width ?? popupWidth();
  const actions: PopupAction[] = options.actions ?? [{ type: 'return', label: 'errors.return', primary: true }];
  const reasonMissing = Boolean(options.reason?.required) && reason.trim() === '';
  const run = (action: PopupAction) => {
    if (action.type === 'callback' && reasonMissing) {
      setReasonTouched(true);
      return;
    }
    action.onClick?.(reason);
    if (action.type === 'back') window.history.back();
    if (CLOSING.has(action.type)) onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      role="alertdialog"
      aria-labelledby="global-popup-title"
      sx={{ zIndex: POPUP_Z_INDEX }}
      data-popup-type={options.type}
      slotProps={{ paper: { sx: { width, maxWidth: '40vw', minWidth: `min(${width}px, 96vw)` } } }}
    >
      <DialogTitle id="global-popup-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon color={COLORS[options.type]} />
        {text(options.title)}
      </DialogTitle>
      <DialogContent>
        {options.subtitle && <Typography sx={{ mb: 2 }}>{text(options.subtitle)}</Typography>}
        {options.items && options.items.length > 0 && (
          <ul>
            {options.items.map((item, index) => (
              <li key={index}>
                <Typography variant="body2">{text(item)}</Typography>
              </li>
            ))}
          </ul>
        )}
        {options.accordion && (
          <Accordion disableGutters elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{text(options.accordion.title)}</AccordionSummary>
            <AccordionDetails>{options.accordion.content}</AccordionDetails>
          </Accordion>
        )}
        {options.reason && (
          <TextField
            label={text(options.reason.label ?? 'app.action.reason')}
            placeholder={translate('app.action.reason_prompt')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setReasonTouched(true)}
            error={reasonTouched && reasonMissing}
            helperText={reasonTouched && reasonMissing ? translate(requiredMessageKey()) : undefined}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
        {options.footer && (
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {text(options.footer)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {actions.map((action, index) => (
          <Button key={index} variant={action.primary ? 'contained' : 'text'} onClick={() => run(action)} autoFocus={action.primary}>
            {text(action.label)}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
