import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, parseFixtureArgs } from './fixtureArgs';

const defaults = { out: '.data', fixtures: 'fixtures' };
const parse = (...argv: string[]) => parseFixtureArgs(argv, defaults);

describe('parseFixtureArgs', () => {
  it('reads each option, spaced or with =, and fills the defaults', () => {
    expect(parse('--activities', '100000')).toEqual({ activities: 100000, seed: DEFAULT_SEED, out: '.data', fixtures: 'fixtures', help: false });
    expect(parse('--activities=240', '--out', 'fixtures', '--seed=7', '--fixtures', 'refs')).toEqual({
      activities: 240,
      seed: 7,
      out: 'fixtures',
      fixtures: 'refs',
      help: false,
    });
    expect(parse('--help').help).toBe(true);
  });

  it('names what is wrong', () => {
    expect(() => parse()).toThrow('--activities <count> is required');
    expect(() => parse('--activities')).toThrow('--activities needs a value');
    expect(() => parse('--activities', '--out', 'x')).toThrow('--activities needs a value');
    expect(() => parse('--activities', 'many')).toThrow('--activities needs a whole number, got "many"');
    expect(() => parse('--activities', '1.5')).toThrow('whole number');
    expect(() => parse('--activities', '0')).toThrow('--activities must be between 1 and 2,000,000, got 0');
    expect(() => parse('--activities', '5', '--seed', '-1')).toThrow('--seed must be between');
    expect(() => parse('--activities', '5', '--activities', '6')).toThrow('--activities is given twice');
    expect(() => parse('--count', '5')).toThrow('unknown option "--count"');
    expect(() => parse('5')).toThrow('unexpected argument "5"');
  });
});
