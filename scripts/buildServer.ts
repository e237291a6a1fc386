/**
 * `npm run build:server`: the demo API's processes bundled into `.server/` (src/build/serverBundle.ts),
 * which `npm start`, `npm run serve` and `npm run start:library` run with node.
 */
import { buildServerBundle } from '../src/build/serverBundle';

await buildServerBundle({ root: process.cwd() });
