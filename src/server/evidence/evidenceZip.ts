import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { StreamBody } from '../http/streamBody';

/** One file of a zip: where it is on disk and its path inside the zip. */
export interface ZipEntry {
  path: string;
  name: string;
}

/** A zip ready to send: its exact size in bytes (the answer's Content-Length, for the download's progress) and its bytes. */
export interface EvidenceZip {
  size: number | undefined;
  stream: Readable;
}

/**
 * A zip of `entries` made while it is read: each file is opened in turn when its bytes are
 * due and stored without compression (photos and PDFs are compressed already), so memory
 * stays flat whatever the total size. Stored files of known sizes give the zip's size
 * before a byte is sent.
 */
export function evidenceZip(entries: Iterable<ZipEntry>): EvidenceZip {
  const zip = new ZipFile();
  for (const entry of entries) {
    const { size, mtime } = statSync(entry.path);
    zip.addReadStreamLazy(entry.name, { size, mtime, compress: false }, (done) => done(null, createReadStream(entry.path)));
  }
  let size: number | undefined;
  // yazl answers at once when every entry's size is known (its typings leave out the callback's argument).
  const sized = (total: number) => {
    size = total >= 0 ? total : undefined;
  };
  zip.end(undefined, sized as unknown as () => void);
  return { size, stream: zip.outputStream as Readable };
}

/** The answer of a zip download named `fileName`, with its Content-Length when known, so the browser can show the download's progress. */
export function zipAnswer(entries: Iterable<ZipEntry>, fileName: string): { status: 200; headers?: Record<string, string>; body: StreamBody } {
  const zip = evidenceZip(entries);
  const length = zip.size === undefined ? {} : { headers: { 'Content-Length': String(zip.size) } };
  return { status: 200, ...length, body: new StreamBody(() => zip.stream, 'application/zip', fileName) };
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
