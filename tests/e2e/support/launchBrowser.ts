import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium unless CHROMIUM_PATH names another build. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing leaves the machine: every host but this one fails to resolve (openAppPage records
  // such requests). Cheaper than intercepting every request in the test.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Starts a headless Chromium; says how to get one when it is not installed. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: \`apt-get install chromium\`) or set CHROMIUM_PATH to a Chromium executable.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

let shared: Promise<Browser> | undefined;

/**
 * The test worker's Chromium, launched on the first call and shared by the files the worker
 * runs one after the other (a launch costs most of a core-second). Each file's pages live in
 * browser contexts of their own (as isolated as another browser: storage, cache, cookies),
 * which `releaseBrowser` closes when the file ends. The browser ends with the worker.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = launchBrowser();
    shared = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (shared === launching) shared = undefined;
        }),
      () => {
        if (shared === launching) shared = undefined;
      },
    );
  }
  return shared;
}

/** Closes every context a file opened in the shared browser: no page of one file keeps running in the next. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close()));
}
