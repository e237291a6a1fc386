// Component tests opt into a DOM per file (`// @vitest-environment happy-dom`); this unmounts
// between tests wherever a DOM exists, and gives testing-library's waits (waitFor, findBy)
// the time a loaded two-core machine needs (its default is one second). Component tests give
// their registry at run time: their forms validate with the compiling validator, loaded
// ahead as such a host may (preloadCompilingValidator), so a form opens on its first render.
// The generated views are loaded ahead too (see below).
import { afterEach, beforeAll } from 'vitest';
import { declareApplication } from './framework/application/applicationDeclaration';
import { PRODUCT_APPLICATION } from './productApplication';

// Each file starts as the product (a worker's modules outlive a file that declared another application).
declareApplication(PRODUCT_APPLICATION);

beforeAll(async () => {
  if (typeof document !== 'undefined') {
    const { configure } = await import('@testing-library/react');
    configure({ asyncUtilTimeout: 5000 });
    const { preloadCompilingValidator } = await import('./framework/form/formValidators');
    await preloadCompilingValidator();
    // A list preloads the record views when the page is idle, which may come after its file
    // ended: loaded here first, that import finds them already loaded.
    const { VIEW_LOADERS } = await import('./framework/views/viewLoaders');
    await Promise.all(Object.values(VIEW_LOADERS).map((load) => load()));
  }
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
