/**
 * `npm start` (after `vite build`) and `npm run serve`: the built admin and the demo API
 * on one port, run from its bundle (`npm run build:server`). PORT (default 5173) and HOST (default localhost) pick the address;
 * LOG_REQUESTS=1 prints one line per API call. Data lives in `.data/` (`npm run reset`
 * brings the fixtures back).
 */
import '../src/productApplication';
import { demoUsersText } from '../src/server/demoUsers';
import { startDemo } from '../src/server/startDemo';
import { checkedRegistrySources } from '../src/build/checkProject';
import { loadRegistry } from '../src/framework/registry/loadRegistry';
import { cachedRegistry } from '../src/server/registryCache';
import { stopOnSignal } from './stopOnSignal';

const root = process.cwd();

// No top-level await: the bundle a start runs is CommonJS (src/build/serverBundle.ts).
startDemo({
  check: (at, dataDir) => cachedRegistry({ dir: dataDir, sources: checkedRegistrySources(at), load: loadRegistry }),
  root,
  port: Number(process.env.PORT) || 5173,
  host: process.env.HOST || 'localhost',
  logger: process.env.LOG_REQUESTS === '1',
}).then(
  (demo) => {
    console.log(`Certificare admin running at ${demo.url}`);
    console.log(`API: ${demo.url}api`);
    console.log(demoUsersText());
    stopOnSignal(demo);
  },
  (error: unknown) => {
    // Known start-up problems carry a message written for the user; print it without a stack.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
