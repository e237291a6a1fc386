import { useEffect, useState } from 'react';
import type { TaskOption } from './TaskBindings';
import { TaskBindingRow } from './TaskBindingRow';

const SAMPLE: TaskOption = { id: 'sample', label: 'sample' };
const SAMPLE_OPTIONS = [SAMPLE];
const SAMPLE_BY_ID = new Map([[SAMPLE.id, SAMPLE]]);
const SAMPLE_BOUND = [SAMPLE.id];
const NOTHING = () => undefined;

/**
 * A chooser drawn open with a task chosen, out of sight, for the page's first frame, while
 * the model is still on its way: MUI adds a chooser's list and chip styles to the page the
 * first time one opens, and the browser then checks every node of the page against them. With
 * a 2 000-element drawing on the page (18 000 nodes) that made the first chooser opened a long
 * task; before the drawing, it costs next to nothing, and no chooser adds styles later.
 */
export function ChooserStylesPrimer() {
  const [drawn, setDrawn] = useState(false);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!box) return;
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, [box]);
  if (drawn) return null;
  return (
    <div ref={setBox} aria-hidden inert style={{ position: 'fixed', top: 0, left: 0, width: 320, height: 0, overflow: 'hidden', visibility: 'hidden' }}>
      {box && (
        <TaskBindingRow
          taskId={SAMPLE.id}
          name={SAMPLE.label}
          bound={SAMPLE_BOUND}
          options={SAMPLE_OPTIONS}
          byId={SAMPLE_BY_ID}
          disabled={false}
          onChange={NOTHING}
          open
          listContainer={box}
        />
      )}
    </div>
  );
}
