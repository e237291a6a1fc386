// Test support: reads a stored (uncompressed) zip the way an unzip tool would, checking
// every signature and checksum. Not imported by the app.
import { crc32 } from 'node:zlib';

/** The entries of a zip archive by name; throws, saying what is wrong, on anything that is not a valid stored zip. */
export function readZipEntries(archive: Buffer): Map<string, Buffer> {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('not a zip: no end-of-central-directory record');
  const count = archive.readUInt16LE(endAt + 10);
  let at = archive.readUInt32LE(endAt + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`central directory entry ${index}: bad signature`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const skip = archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (method !== 0) throw new Error(`${name}: compression method ${method}; this reader takes stored entries only`);
    if (archive.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`${name}: bad local header signature`);
    const dataAt = localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const content = archive.subarray(dataAt, dataAt + size);
    if (crc32(content) !== crc) throw new Error(`${name}: checksum mismatch`);
    entries.set(name, content);
    at += 46 + nameLength + skip;
  }
  return entries;
}
