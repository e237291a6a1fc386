import type { SelectorRewrite } from './rewriteSelectorsPlugin';

/** Selectors of packages' style sheets that the build writes another way (see each rewrite). */
export const PACKAGE_STYLE_REWRITES: readonly SelectorRewrite[] = [
  // diagram-js marks its drawing's root layer `djs-drag-active` as a drag starts and ends; a selector ending in `*`
  // made the browser restyle every element of the drawing each time (18 000 in a 2 000-element model, about 100 ms).
  // Hiding the bendpoints' handles themselves hides the same, and only they are restyled.
  {
    file: 'bpmn-js/dist/assets/diagram-js.css',
    selector: '.djs-drag-active .djs-bendpoints *',
    by: '.djs-drag-active .djs-bendpoints .djs-bendpoint,\n.djs-drag-active .djs-bendpoints .djs-segment-dragger',
  },
];
