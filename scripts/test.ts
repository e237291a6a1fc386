/**
 * `npm test`: every test of the project, and exit 1 if any fails. The unit tests start at
 * once, their output shown as it comes; beside them, at a lower CPU priority, the registry
 * check, the typecheck, the lint (code and format apart) and the builds (the product's,
 * apps/library's): they wait on nothing, so they take the cores whenever the unit tests leave
 * them idle (a test waiting on a socket or a child process), without slowing the unit tests'
 * timed waits. The browser tests start
 * when all of those passed (they drive the build), with the cores to themselves.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

interface Step {
  script: string;
  /** Steps that must pass before this one starts. */
  after?: readonly string[];
  /** Runs at a lower priority, its output printed whole when it ends. */
  background?: boolean;
}

/** How much lower a background step's priority is (a Unix nice value). */
const BACKGROUND_NICENESS = 10;

const BACKGROUND = ['check', 'typecheck', 'lint:code', 'lint:format', 'build', 'build:library'];

const STEPS: readonly Step[] = [
  { script: 'test:unit' },
  ...BACKGROUND.map((script) => ({ script, background: true })),
  { script: 'test:e2e', after: [...BACKGROUND, 'test:unit'] },
];

interface Outcome {
  script: string;
  code: number;
}

/** Lines written to the terminal whole, so a background step's output never cuts into a line of the streamed one. */
function lineWriter(): { write(chunk: Buffer): void; end(): void } {
  let partial = '';
  return {
    write(chunk) {
      const text = partial + chunk.toString();
      const lastNewline = text.lastIndexOf('\n');
      partial = text.slice(lastNewline + 1);
      if (lastNewline >= 0) process.stdout.write(text.slice(0, lastNewline + 1));
    },
    end() {
      if (partial) process.stdout.write(`${partial}\n`);
      partial = '';
    },
  };
}

/** Runs `npm run <script>`: streamed line by line, or (background) at a lower priority and printed whole when it ends. */
function run({ script, background = false }: Step): Promise<Outcome> {
  const started = Date.now();
  if (!background) console.log(`\n==> npm run ${script}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    if (background && child.pid !== undefined) {
      try {
        setPriority(child.pid, BACKGROUND_NICENESS);
      } catch {
        // A system that refuses a lower priority runs the step at the usual one.
      }
    }
    const output: Buffer[] = [];
    const streamed = lineWriter();
    const take = (chunk: Buffer) => (background ? output.push(chunk) : streamed.write(chunk));
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    let finished = false;
    const finish = (code: number) => {
      if (finished) return;
      finished = true;
      const seconds = Math.round((Date.now() - started) / 1000);
      if (background) {
        console.log(`\n==> npm run ${script}`);
        process.stdout.write(Buffer.concat(output));
      } else streamed.end();
      console.log(`<== npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds}s`);
      resolve({ script, code });
    };
    child.on('error', (error) => {
      take(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

const started = Date.now();
const outcomes = new Map<string, Promise<Outcome>>();
/** A step's outcome; a step whose prerequisites did not all pass is not run and counts as failed. */
function outcomeOf(step: Step): Promise<Outcome> {
  let outcome = outcomes.get(step.script);
  if (!outcome) {
    const prerequisites = STEPS.filter((other) => step.after?.includes(other.script));
    outcome = Promise.all(prerequisites.map(outcomeOf)).then((before) =>
      before.every((result) => result.code === 0) ? run(step) : { script: step.script, code: -1 },
    );
    outcomes.set(step.script, outcome);
  }
  return outcome;
}

const results = await Promise.all(STEPS.map(outcomeOf));
const failed = results.filter((result) => result.code > 0).map((result) => `npm run ${result.script}`);
const skipped = results.filter((result) => result.code < 0).map((result) => `npm run ${result.script}`);
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(', ')}${skipped.length > 0 ? ` (not run: ${skipped.join(', ')})` : ''}`);
  process.exit(1);
}
console.log(`\nnpm test: every step passed in ${Math.round((Date.now() - started) / 1000)}s`);
