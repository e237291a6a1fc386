import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'ra-core';
import { useEffect, useRef, useState } from 'react';
import { BpmnProblems } from './BpmnProblems';
import type { CanvasService } from './bpmnServices';
import { translationModule } from './bpmnTranslation';
import { importProblems, type ImportProblem } from './importProblems';
import { loadNavigatedViewer } from './loadBpmnJs';
import { useBpmnWords } from './useBpmnWords';

export interface BpmnDiagramProps {
  /** The BPMN 2.0 XML to draw. */
  xml: string;
  /** An accessible name for the drawing. */
  label: string;
  /** CSS classes to put on elements, by element id (a step's state, for instance); the classes are the caller's. */
  markers?: Readonly<Record<string, string>>;
  /** Height of the drawing (CSS). */
  height?: number | string;
}

type DiagramState =
  { status: 'loading' } | { status: 'shown'; warnings: ImportProblem[]; canvas: CanvasService } | { status: 'failed'; problems: ImportProblem[] };

const LOADING: DiagramState = { status: 'loading' };

/**
 * A BPMN diagram, read-only, with pan and zoom (bpmn-js's NavigatedViewer, fetched on
 * first use). A model that does not open shows its problems, each with the element it
 * concerns, instead of an empty drawing; one that opens with warnings shows them above it.
 *
 * @example
 * <BpmnDiagram xml={xml} label="Inspeção" markers={{ Task_Check: 'step-done' }} />
 */
export function BpmnDiagram({ xml, label, markers, height = 420 }: BpmnDiagramProps) {
  const translate = useTranslate();
  const container = useRef<HTMLDivElement>(null);
  // The outcome of drawing one text: another text is loading until its own outcome arrives.
  const [drawn, setDrawn] = useState<{ xml: string; state: DiagramState }>();
  const state = drawn?.xml === xml ? drawn.state : LOADING;
  const canvas = state.status === 'shown' ? state.canvas : undefined;
  const { words, current: currentWords } = useBpmnWords();
  const wordsReady = words !== undefined;

  useEffect(() => {
    // Drawn in the app's language: a model's problems are written as it opens.
    if (!wordsReady) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void (async () => {
      const Viewer = await loadNavigatedViewer();
      if (cancelled || !container.current) return;
      const viewer = new Viewer({ container: container.current, additionalModules: [translationModule(currentWords)] });
      destroy = () => viewer.destroy();
      try {
        const result = await viewer.importXML(xml);
        if (cancelled) return;
        const service = viewer.get<CanvasService>('canvas');
        service.zoom('fit-viewport', 'auto');
        setDrawn({ xml, state: { status: 'shown', warnings: importProblems(result), canvas: service } });
      } catch (error) {
        if (!cancelled) setDrawn({ xml, state: { status: 'failed', problems: importProblems(error) } });
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [xml, wordsReady, currentWords]);

  useEffect(() => {
    if (!canvas || !markers) return;
    const entries = Object.entries(markers);
    for (const [id, marker] of entries) canvas.addMarker(id, marker);
    return () => {
      for (const [id, marker] of entries) canvas.removeMarker(id, marker);
    };
  }, [canvas, markers]);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {state.status === 'failed' && <BpmnProblems problems={state.problems} severity="error" />}
      {state.status === 'shown' && <BpmnProblems problems={state.warnings} severity="warning" />}
      {state.status === 'loading' && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      <Box
        ref={container}
        role="figure"
        aria-label={label}
        data-testid="bpmn-diagram"
        data-drawing
        sx={{
          height,
          width: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          display: state.status === 'failed' ? 'none' : 'block',
        }}
      />
    </Box>
  );
}
