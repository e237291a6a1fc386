/**
 * `npm run start:library` (after its build): an application made from the engine alone
 * (`apps/<name>`) with its demo API on one port: the generic resource routes and the session
 * routes, none of the product's features. PORT (default 5174) and HOST pick the address.
 */
import { join } from 'node:path';
import { declareApplicationAt } from '../src/server/applicationRoot';
import { startApplicationDemo } from '../src/server/startApplicationDemo';
import { stopOnSignal } from './stopOnSignal';

const root = join(process.cwd(), 'apps', process.argv[2] ?? 'library');

// No top-level await: the bundle a start runs is CommonJS (src/build/serverBundle.ts).
function start(): Promise<void> {
  const application = declareApplicationAt(root);
  return startApplicationDemo({ application, port: Number(process.env.PORT) || 5174, host: process.env.HOST || 'localhost' }).then((demo) => {
    console.log(`${application.declaration.name} running at ${demo.url}`);
    console.log(`Demo users (password "demo"):`);
    for (const user of application.users) console.log(`  ${String(user.username).padEnd(10)}  ${(user.roles as string[]).join(', ')}`);
    stopOnSignal(demo);
  });
}

Promise.resolve()
  .then(start)
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
