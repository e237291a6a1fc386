/** The command line of `npm run fixtures`. */
export interface FixtureArgs {
  activities: number;
  seed: number;
  /** Where activity.json and activity-task.json go. */
  out: string;
  /** Where the reference fixtures are read from. */
  fixtures: string;
  help: boolean;
}

/** A command line that cannot be run; the message says what to change. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const DEFAULT_SEED = 20240517;
export const MAX_ACTIVITIES = 2_000_000;

export const USAGE = `Usage: npm run fixtures -- --activities <count> [--seed <n>] [--out <dir>] [--fixtures <dir>]

Writes <count> generated activities and their activity-task records, as activity.json and
activity-task.json, into <dir>. Deterministic: the same seed gives the same files.

  --activities <count>  how many activities (1 to ${MAX_ACTIVITIES.toLocaleString('en-US')})
  --seed <n>            seed of the generator, an integer (default ${DEFAULT_SEED})
  --out <dir>           output directory (default .data, the demo's working copy: stop
                        the demo first; npm run reset brings the committed set back;
                        --out fixtures --activities 240 regenerates the committed set)
  --fixtures <dir>      reference fixtures to point at (default fixtures)
  --help                this text`;

function integer(option: string, text: string, low: number, high: number): number {
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value)) throw new UsageError(`${option} needs a whole number, got "${text}"`);
  if (value < low || value > high)
    throw new UsageError(`${option} must be between ${low.toLocaleString('en-US')} and ${high.toLocaleString('en-US')}, got ${text}`);
  return value;
}

/** Reads `argv` (without node and the script); throws UsageError naming the first problem. */
export function parseFixtureArgs(argv: readonly string[], defaults: { out: string; fixtures: string }): FixtureArgs {
  const values = new Map<string, string>();
  let help = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!['--activities', '--seed', '--out', '--fixtures'].includes(name)) throw new UsageError(`unknown option "${name}"`);
    const value = inline ?? argv[index + 1];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) throw new UsageError(`${name} needs a value`);
    if (inline === undefined) index += 1;
    if (values.has(name)) throw new UsageError(`${name} is given twice`);
    values.set(name, value);
  }
  if (help) return { activities: 0, seed: DEFAULT_SEED, out: defaults.out, fixtures: defaults.fixtures, help };
  const activities = values.get('--activities');
  if (activities === undefined) throw new UsageError('--activities <count> is required');
  const seed = values.get('--seed');
  return {
    activities: integer('--activities', activities, 1, MAX_ACTIVITIES),
    seed: seed === undefined ? DEFAULT_SEED : integer('--seed', seed, 0, 2 ** 32 - 1),
    out: values.get('--out') ?? defaults.out,
    fixtures: values.get('--fixtures') ?? defaults.fixtures,
    help,
  };
}
