/**
 * `npm test`: every test of the project, and exit 1 if any fails. The registry check, the
 * typecheck, the lint (code and format apart) and the builds (the product's, apps/library's) each use one core most of the time and need nothing
 * from each other, so they run side by side; then the unit tests, then the browser tests
 * (against that build), each with the cores to itself.
 */
import { spawn } from 'node:child_process';

type Step = string;

/** Steps of one stage run at the same time; a stage starts when the one before passed. */
const STAGES: Step[][] = [['check', 'typecheck', 'lint:code', 'lint:format', 'build', 'build:library'], ['test:unit'], ['test:e2e']];

interface Outcome {
  step: Step;
  code: number;
  seconds: number;
}

/** Runs `npm run <step>`: alone, its output as it comes; beside others, its output whole when it ends (no interleaved lines). */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  if (alone) console.log(`\n==> npm run ${step}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    let finished = false;
    const finish = (code: number) => {
      if (finished) return;
      finished = true;
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) {
        console.log(`\n==> npm run ${step}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`<== npm run ${step}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds}s`);
      resolve({ step, code, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

const started = Date.now();
for (const stage of STAGES) {
  const outcomes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.step);
  if (failed.length > 0) {
    console.error(`\nnpm test failed: ${failed.map((step) => `npm run ${step}`).join(', ')}`);
    process.exit(1);
  }
}
console.log(`\nnpm test: every step passed in ${Math.round((Date.now() - started) / 1000)}s`);
