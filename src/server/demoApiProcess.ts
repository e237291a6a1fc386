/**
 * The demo API alone in a process of its own, for the crash test and the benches, run from
 * the server's bundle as `npm start` is: `node .server/demoApiProcess.cjs <fixturesDir> <dataDir>`
 * in the project root after `npm run build:server` (tests and benches make their own:
 * demoApiProcess.testkit.ts). Listens on a free loopback port and prints `PORT <n>`; when
 * its stdin closes it folds the journals into the data files and ends.
 */
import '../productApplication';
import type { AddressInfo } from 'node:net';
import { formatIssues } from '../framework/registry/formatIssues';
import { loadRegistry } from '../framework/registry/loadRegistry';
import { readRegistrySources } from '../framework/registry/readRegistrySources';
import { createDemoApi } from './createDemoApi';
import { createDemoServer } from './http/createDemoServer';
import { cachedRegistry } from './registryCache';

const [fixturesDir, dataDir] = process.argv.slice(2);
if (!fixturesDir || !dataDir) throw new Error('usage: demoApiProcess.ts <fixturesDir> <dataDir>');
const registry = cachedRegistry({ dir: dataDir, sources: readRegistrySources(process.cwd()), load: loadRegistry });
if (!registry.ok) throw new Error(formatIssues(registry.issues));
const { listener, store } = createDemoApi({ model: registry.model, dataDir, fixturesDir });
const server = createDemoServer(listener);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`);
});
process.stdin.resume();
process.stdin.on('end', () => {
  server.closeAllConnections();
  server.close(() => {
    store.flush();
    store.close();
    process.exit(0);
  });
});
