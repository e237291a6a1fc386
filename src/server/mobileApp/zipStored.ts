import { crc32 } from 'node:zlib';

export interface ZipEntry {
  /** Path inside the archive (`AndroidManifest.xml`). */
  name: string;
  content: Buffer;
}

// 1980-01-01 00:00 in MS-DOS form, so the same entries always give the same bytes.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const VERSION_NEEDED = 20;

function localHeader(name: Buffer, entry: ZipEntry, crc: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(0, 6); // flags
  header.writeUInt16LE(0, 8); // stored, no compression
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(entry.content.length, 18);
  header.writeUInt32LE(entry.content.length, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(0, 28); // extra field length
  return header;
}

function centralHeader(name: Buffer, entry: ZipEntry, crc: number, offset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4); // made by
  header.writeUInt16LE(VERSION_NEEDED, 6);
  header.writeUInt16LE(0, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(crc, 16);
  header.writeUInt32LE(entry.content.length, 20);
  header.writeUInt32LE(entry.content.length, 24);
  header.writeUInt16LE(name.length, 28);
  // extra, comment, disk, internal and external attributes: all 0 (bytes 30-41)
  header.writeUInt32LE(offset, 42);
  return header;
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/**
 * A zip archive of `entries`, stored without compression (an APK is a zip; a placeholder
 * of a few hundred bytes gains nothing from deflate). Small archives only: no zip64.
 */
export function zipStored(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.content);
    const local = Buffer.concat([localHeader(name, entry, crc), name, entry.content]);
    centrals.push(Buffer.concat([centralHeader(name, entry, crc, offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  return Buffer.concat([...locals, central, endOfCentralDirectory(entries.length, central.length, offset)]);
}
