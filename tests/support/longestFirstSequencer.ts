import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

type SequencerClass = new (...args: ConstructorParameters<typeof BaseSequencer>) => BaseSequencer;

/**
 * Starts the test files known to take long first, longest first, from a table of their
 * usual seconds (file name → seconds), so that parallel workers end at about the same time
 * on a fresh checkout, where Vitest has no timings of its own and would start the largest
 * files first, whatever they cost. The files missing from the table follow, in Vitest's order.
 */
export function longestFirstSequencer(durationsFile: string): SequencerClass {
  const seconds = JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, unknown>;
  const expected = (file: TestSpecification): number | undefined => {
    const value = seconds[basename(file.moduleId)];
    return typeof value === 'number' ? value : undefined;
  };
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const known = files.filter((file) => expected(file) !== undefined).sort((a, b) => expected(b)! - expected(a)!);
      const rest = await super.sort(files.filter((file) => expected(file) === undefined));
      return [...known, ...rest];
    }
  };
}
