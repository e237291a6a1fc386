/**
 * What the seeded fixture generators (generate-reference-, generate-organisation- and
 * generate-fieldwork-fixtures.mjs) share: the seeded PRNG and its draws, the ObjectId
 * makers, the time helpers and the atomic write of fixtures/*.json.
 *
 * Plain JavaScript, no dependencies, so the generators run before `npm install`. Nothing
 * here draws a random number of its own: each generator passes its own seeded stream, so
 * its seed and the order of its draws decide its data, byte for byte.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Buffer } from 'node:buffer';
import { pid, stdout } from 'node:process';

/** The repository root (this file is scripts/fixtures-src/fixtureKit.mjs). */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The project every register of the demo belongs to (fixtures/project.json holds it). */
export const DEMO_PROJECT_ID = '65a0f3c2e4b0a1d2c3e4f501';

// ---------------------------------------------------------------- randomness

/** mulberry32: small seeded PRNG, enough for stable demo data. Numbers in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws from `rand`, one call of it each: an item of a list, an integer in [lo, hi], true with probability p. */
export function draws(rand) {
  return {
    pick: (list) => list[Math.floor(rand() * list.length)],
    between: (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1)),
    chance: (p) => rand() < p,
  };
}

// ---------------------------------------------------------------- ids

/** 8 hex digits of the second of `iso`: the head of a MongoDB-like ObjectId. */
function secondsHex(iso) {
  return Math.floor(Date.parse(iso) / 1000)
    .toString(16)
    .padStart(8, '0');
}

/**
 * A maker of MongoDB-like ObjectIds: 8 hex digits of the creation second, 16 random hex
 * digits drawn from `rand`; an id already in `usedIds` is drawn again, a new one is added.
 */
export function randomObjectIds(rand, usedIds = new Set()) {
  return (iso) => {
    const seconds = secondsHex(iso);
    for (;;) {
      let tail = '';
      while (tail.length < 16) tail += Math.floor(rand() * 16).toString(16);
      const id = seconds + tail;
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };
}

/** FNV-1a, 64 bits, as 16 hex digits. */
function hash64(text) {
  let h = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(text, 'utf8')) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

/**
 * A maker of MongoDB-like ObjectIds that draw nothing: 8 hex digits of the creation second,
 * then 16 hex digits of a hash of the record's natural key (`element:P-1001A`). An id
 * depends on nothing but its record, so it stays put when other rows change. Throws on an
 * id already in `usedIds`; adds each new one.
 */
export function hashedObjectIds(usedIds = new Set()) {
  return (iso, key) => {
    const id = secondsHex(iso) + hash64(key);
    if (usedIds.has(id)) throw new Error(`id ${id} of ${key} is taken`);
    usedIds.add(id);
    return id;
  };
}

// ---------------------------------------------------------------- time

const DAY = 86_400_000;

/** ISO timestamp `days` (fractional) after `startIso`, whole seconds, UTC. */
export function at(startIso, days) {
  return new Date(Math.floor((Date.parse(startIso) + days * DAY) / 1000) * 1000).toISOString();
}

/** The later of two ISO timestamps (the first when equal). */
export const later = (a, b) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * Timestamps of row `index` of a table, drawn from `rand`: created `spreadDays` apart (plus
 * up to a day), updated the same second with probability `unchanged`, else 1 to `maxDays`
 * (plus up to a day) later.
 */
export function stampMaker(rand, { unchanged, maxDays }) {
  const { between } = draws(rand);
  return (startIso, index, spreadDays) => {
    const createdAt = at(startIso, index * spreadDays + rand());
    const updatedAt = at(createdAt, rand() < unchanged ? 0 : between(1, maxDays) + rand());
    return { createdAt, updatedAt };
  };
}

// ---------------------------------------------------------------- files

/** The committed rows of fixtures/<name>.json. */
export function readFixture(name) {
  return JSON.parse(readFileSync(join(root, 'fixtures', `${name}.json`), 'utf8'));
}

/**
 * Writes each `{name: rows}` to fixtures/<name>.json (two-space JSON, a final newline) and
 * reports its row count. A temporary file, then a rename: an interrupted run never leaves
 * half a fixture.
 */
export function writeFixtures(out) {
  for (const [name, rows] of Object.entries(out)) {
    const file = join(root, 'fixtures', `${name}.json`);
    writeFileSync(`${file}.${pid}.tmp`, `${JSON.stringify(rows, null, 2)}\n`);
    renameSync(`${file}.${pid}.tmp`, file);
    stdout.write(`fixtures/${name}.json: ${rows.length} rows\n`);
  }
}
