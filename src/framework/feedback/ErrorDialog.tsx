import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { ApiError } from '../data/ApiError';
import { describeError, technicalSummary } from './describeError';
import { GlobalPopup } from './GlobalPopup';
import type { PopupType } from './popupTypes';

const TYPES = { error: 'ERROR', warning: 'WARNING', info: 'INFO' } as const satisfies Record<string, PopupType>;

/** The global popup for a failure: translated title, description, details (front-end, back-end, traceId) and a copy action. */
export function ErrorDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const description = describeError(error);
  const text = description.descriptionKey ? translate(description.descriptionKey, { _: '' }) : '';
  const copy = () => {
    void navigator.clipboard?.writeText(technicalSummary(description)).catch(() => undefined);
    setCopied(true);
  };
  const details = (
    <>
      <Typography variant="body2">
        <strong>{translate('errors.frontend_message')}:</strong> {translate(description.frontendMessage, { _: description.frontendMessage })}
      </Typography>
      {description.backendMessage && (
        <Typography variant="body2">
          <strong>{translate('errors.backend_message')}:</strong> {description.backendMessage}
        </Typography>
      )}
      {description.traceId && (
        <Typography variant="body2">
          <strong>{translate('errors.trace_id')}:</strong> {description.traceId}
        </Typography>
      )}
    </>
  );
  return (
    <GlobalPopup
      onClose={onClose}
      options={{
        type: TYPES[error instanceof ApiError ? error.severity : 'error'],
        title: translate(description.title, { _: translate('errors.fallback_title') }),
        ...(text ? { subtitle: text } : {}),
        accordion: { title: 'errors.details', content: details },
        actions: [
          { type: 'aux', label: copied ? 'errors.copied' : 'errors.copy_errors', onClick: copy },
          { type: 'return', label: 'errors.return', primary: true },
        ],
      }}
    />
  );
}
