import type { RaThemeOptions } from 'react-admin';
import { config as transitionConfig } from 'react-transition-group';

/** Props MUI hands a checkbox's slot functions: the checkbox's own props. */
type CheckboxOwnerState = { 'aria-label'?: string };

/**
 * A checkbox's `aria-label` on its input, where assistive technology reads it: react-admin
 * passes it to the checkbox (the row checkboxes of a list), and MUI puts it on the
 * surrounding span, where ARIA forbids it and the input stays unnamed.
 */
const labelledCheckboxes = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (state: CheckboxOwnerState) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
        input: (state: CheckboxOwnerState) => (state['aria-label'] ? { 'aria-label': state['aria-label'] } : {}),
      },
    },
  },
};

/** Tooltips opaque, so their white text keeps its contrast over any page (WCAG AA, 6.2:1). */
const opaqueTooltips = {
  MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: '#616161' } } },
};

/**
 * Motion only for those who have not asked their system for less (WCAG 2.3.3): with
 * `prefers-reduced-motion: reduce`, no ripples, and transitions and animations (menus sliding,
 * spinners turning, skeletons pulsing, notifications fading) end at once, their end state shown.
 * A drawing of thousands of elements (`data-drawing`: the BPMN diagrams) is left out: this rule
 * on each of its elements made every restyle of a 2 000-element model take seconds, and it has no motion.
 */
const reducedMotion = {
  MuiButtonBase: { defaultProps: { disableRipple: true } },
  MuiCssBaseline: {
    styleOverrides: {
      '@media (prefers-reduced-motion: reduce)': {
        ':not([data-drawing] *), :not([data-drawing] *)::before, :not([data-drawing] *)::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
};

const prefersReducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

// MUI's transitions (react-transition-group) measure the page as each starts (a collapse its
// height, a fade a forced layout): with no motion asked for, each ends at once, unmeasured.
if (prefersReducedMotion) transitionConfig.disabled = true;

/**
 * `theme` with the component settings every application's screens need to pass WCAG AA
 * (named row checkboxes, readable tooltips, motion as the system asks), laid over its own.
 */
export function withAccessibleComponents<T extends RaThemeOptions>(theme: T): T {
  return { ...theme, components: { ...theme.components, ...labelledCheckboxes, ...opaqueTooltips, ...(prefersReducedMotion ? reducedMotion : {}) } };
}
