import type { InstanceStep, StepStatus } from '../../contracts/processInstances';

/** The CSS class bpmn-js puts on a step's shape, and the colours it and the legend use, by status. */
export const STEP_STYLES: Readonly<Record<StepStatus, { marker: string; fill: string; stroke: string }>> = {
  NOT_STARTED: { marker: 'step-not-started', fill: '#eceff1', stroke: '#546e7a' },
  IN_PROGRESS: { marker: 'step-in-progress', fill: '#e0f7fa', stroke: '#00838f' },
  COMPLETED: { marker: 'step-completed', fill: '#e8f5e9', stroke: '#2e7d32' },
  CANCELLED: { marker: 'step-cancelled', fill: '#f3e5f5', stroke: '#6a1b9a' },
};

/** The markers of the diagram: each step's model activity with its status's class. */
export function stepMarkers(steps: readonly InstanceStep[]): Record<string, string> {
  return Object.fromEntries(steps.map((step) => [step.bpmnActivityId, STEP_STYLES[step.status].marker]));
}

/** The CSS that colours the marked shapes (bpmn-js draws SVG: fill and stroke of the shape's outline). */
export function stepMarkerCss(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.values(STEP_STYLES).map(({ marker, fill, stroke }) => [
      `& .djs-element.${marker} .djs-visual > :first-child`,
      { fill: `${fill} !important`, stroke: `${stroke} !important` },
    ]),
  );
}
