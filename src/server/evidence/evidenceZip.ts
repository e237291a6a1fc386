import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** One file of a zip: where it is on disk and its path inside the zip. */
export interface ZipEntry {
  path: string;
  name: string;
}

/**
 * A zip of `entries` made while it is read: each file is streamed from disk in turn and
 * stored without compression (photos and PDFs are compressed already), so memory stays
 * flat whatever the total size.
 */
export function evidenceZip(entries: Iterable<ZipEntry>): Readable {
  const zip = new ZipFile();
  for (const entry of entries) zip.addFile(entry.path, entry.name, { compress: false });
  zip.end();
  return zip.outputStream as Readable;
}

/** Makes names unique inside one zip: `a.png`, `a (2).png` ... */
export function uniqueNames(): (name: string) => string {
  const seen = new Map<string, number>();
  return (name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  };
}
