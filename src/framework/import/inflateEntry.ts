import { inflateRawSync } from 'node:zlib';
import type { ZipEntry } from './inspectZip';

const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/**
 * The bytes of one zip entry, inflated to at most its declared size: an archive that lies
 * about its sizes (a bomb that declares 1 KB) fails here instead of filling memory.
 * Undefined for an entry that cannot be read (unknown method, broken header, too long).
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Buffer | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE) return undefined;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) return entry.compressedSize === entry.uncompressedSize ? Buffer.from(data) : undefined;
  if (entry.method !== DEFLATED) return undefined;
  try {
    const inflated = inflateRawSync(data, { maxOutputLength: Math.max(entry.uncompressedSize, 1) });
    return inflated.length === entry.uncompressedSize ? inflated : undefined;
  } catch {
    return undefined;
  }
}
