import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import ImageIcon from '@mui/icons-material/Image';
import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import type { ReactElement } from 'react';

export interface EditorToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  /** The model is open (exports and zoom make sense). */
  ready: boolean;
  saving: boolean;
  onUndo(): void;
  onRedo(): void;
  onZoom(factor: number | 'fit'): void;
  onExport(format: 'bpmn' | 'svg'): void;
  onSave(): void;
}

interface Tool {
  label: string;
  icon: ReactElement;
  enabled: boolean;
  run(): void;
}

const ZOOM_STEP = 1.2;

/** The editor's commands: undo, redo, zoom, fit, export as BPMN or SVG, save. */
export function EditorToolbar({ canUndo, canRedo, ready, saving, onUndo, onRedo, onZoom, onExport, onSave }: EditorToolbarProps) {
  const translate = useTranslate();
  const tools: Tool[] = [
    { label: 'app.processModel.undo', icon: <UndoIcon />, enabled: canUndo, run: onUndo },
    { label: 'app.processModel.redo', icon: <RedoIcon />, enabled: canRedo, run: onRedo },
    { label: 'app.processModel.zoomIn', icon: <ZoomInIcon />, enabled: ready, run: () => onZoom(ZOOM_STEP) },
    { label: 'app.processModel.zoomOut', icon: <ZoomOutIcon />, enabled: ready, run: () => onZoom(1 / ZOOM_STEP) },
    { label: 'app.processModel.fit', icon: <FitScreenIcon />, enabled: ready, run: () => onZoom('fit') },
    { label: 'app.processModel.exportBpmn', icon: <FileDownloadIcon />, enabled: ready, run: () => onExport('bpmn') },
    { label: 'app.processModel.exportSvg', icon: <ImageIcon />, enabled: ready, run: () => onExport('svg') },
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }} role="toolbar" aria-label={translate('app.processModel.toolbar')}>
      {tools.map((tool) => (
        <IconButton key={tool.label} aria-label={translate(tool.label)} title={translate(tool.label)} disabled={!tool.enabled} onClick={tool.run}>
          {tool.icon}
        </IconButton>
      ))}
      <Button variant="contained" startIcon={<SaveIcon />} disabled={!ready || saving} onClick={onSave} sx={{ ml: 'auto' }} data-testid="save-model">
        {translate('ra.action.save')}
      </Button>
    </Stack>
  );
}
