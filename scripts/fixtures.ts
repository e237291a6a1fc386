/**
 * `npm run fixtures -- --activities 100000`: a large, realistic, deterministic set of
 * activities and their activity-task records, pointing at the committed reference
 * fixtures. Writes `activity.json` and `activity-task.json` into `.data/` (the demo's
 * working copy; stop the demo first, `npm run reset` brings the committed set back) or
 * `--out <dir>` (`--out fixtures --activities 240` regenerates the committed small set).
 * Each file is written to a temporary file and renamed: never half a file.
 */
import '../src/productApplication';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { argv, exit, stdout } from 'node:process';
import { journalFiles } from '../src/server/store/collectionFiles';
import { writeJsonArrayInChunks } from '../src/server/store/writeJsonArrayInChunks';
import { generateActivities } from './fixtures-src/activities';
import { parseFixtureArgs, USAGE, UsageError } from './fixtures-src/fixtureArgs';
import { readReferenceData, ReferenceDataError } from './fixtures-src/referenceData';

const root = process.cwd();
const count = (n: number): string => n.toLocaleString('en-US');
const shown = (path: string): string => relative(root, path) || '.';

async function main(): Promise<void> {
  const args = parseFixtureArgs(argv.slice(2), { out: '.data', fixtures: 'fixtures' });
  if (args.help) {
    stdout.write(`${USAGE}\n`);
    return;
  }
  const started = performance.now();
  const out = resolve(root, args.out);
  const fixtures = resolve(root, args.fixtures);
  stdout.write(`Generating ${count(args.activities)} activities (seed ${args.seed}) over ${shown(fixtures)}/ into ${shown(out)}/\n`);

  const refs = readReferenceData(fixtures);
  let reported = 0;
  const { activities, activityTasks, notes } = generateActivities(refs, {
    count: args.activities,
    seed: args.seed,
    onProgress(done) {
      // A line per tenth: readable in a terminal and in a CI log alike.
      if (done * 10 < (reported + 1) * args.activities && done !== args.activities) return;
      reported = Math.floor((done * 10) / args.activities);
      stdout.write(`  ${count(done)} / ${count(args.activities)} activities\n`);
    },
  });
  for (const note of notes) stdout.write(`Note: ${note}\n`);

  mkdirSync(out, { recursive: true });
  for (const [name, records] of [
    ['activity.json', activities],
    ['activity-task.json', activityTasks],
  ] as const) {
    const file = join(out, name);
    stdout.write(`  writing ${shown(file)} (${count(records.length)} records)...`);
    await writeJsonArrayInChunks(file, records);
    // A journal of the old data (a demo that was killed) would be replayed over the new file.
    for (const journal of Object.values(journalFiles(file))) rmSync(journal, { force: true });
    stdout.write(` ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB\n`);
  }
  stdout.write(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
}

try {
  await main();
} catch (error) {
  // Known problems carry a message written for the user: print it without a stack.
  if (error instanceof UsageError) {
    console.error(`npm run fixtures: ${error.message}\n\n${USAGE}`);
    exit(2);
  }
  if (error instanceof ReferenceDataError) {
    console.error(`npm run fixtures: ${error.message}`);
    exit(1);
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof Error && typeof code === 'string') {
    console.error(`npm run fixtures: ${error.message}`);
    exit(1);
  }
  throw error;
}
