/**
 * The demo API alone in a process of its own, for the load bench: `tsx benchServer.ts
 * <fixturesDir> <dataDir>`. Prints `PORT <n>` once it listens on a free loopback port and
 * stops when its stdin closes (the bench ended, or died).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import { createDemoApi } from '../../src/server/createDemoApi';

const [fixturesDir, dataDir] = process.argv.slice(2);
if (!fixturesDir || !dataDir) throw new Error('usage: benchServer.ts <fixturesDir> <dataDir>');
const registry = loadRegistryFromDir(process.cwd());
if (!registry.ok) throw new Error('the entity files do not load: run npm run check');
const { app } = createDemoApi({ model: registry.model, dataDir, fixturesDir });
const server = createServer(app);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`);
});
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
