/** What an uploaded workbook may hold, checked before anything is inflated. */
export interface ZipLimits {
  /** Entries in the archive. */
  maxEntries: number;
  /** Sum of the entries' uncompressed sizes, as the central directory declares them. */
  maxUncompressedBytes: number;
  /** Uncompressed / compressed size of one entry above which it is a bomb (for entries over 1 MiB). */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 2000, maxUncompressedBytes: 64 * 1024 * 1024, maxRatio: 200 };

/** Why a file is not a workbook we read; codes of the import's error list. */
export type ZipRefusal = 'NOT_A_SPREADSHEET' | 'OLD_EXCEL_FORMAT' | 'SPREADSHEET_TOO_LARGE' | 'SPREADSHEET_MACROS_NOT_ALLOWED';

/** One file of the archive, as its central directory declares it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of its local header. */
  localOffset: number;
}

export type ZipInspection = { ok: true; entries: ZipEntry[] } | { ok: false; error: ZipRefusal; message: string };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const COMMENT_MAX = 0xffff;
const ZIP64_MARK = 0xffffffff;
const RATIO_FLOOR = 1024 * 1024;
/** The compound-file signature of the old binary .xls. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];

function refuse(error: ZipRefusal, message: string): ZipInspection {
  return { ok: false, error, message };
}

function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - EOCD_MIN - COMMENT_MAX);
  for (let at = view.byteLength - EOCD_MIN; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/**
 * Reads the central directory of a .xlsx (a zip) without inflating anything, and refuses
 * what should not reach the spreadsheet reader: not a zip, a zip bomb (too many entries,
 * too many bytes once inflated, a compression ratio no spreadsheet has), zip64 archives
 * (no workbook we accept needs them), macros (`xl/vbaProject.bin`, an .xlsm renamed) and
 * archives with no workbook part.
 */
export function inspectZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipInspection {
  if (OLE_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
    return refuse('OLD_EXCEL_FORMAT', 'This is an old binary Excel file (.xls): save it as an Excel Workbook (.xlsx) and send it again.');
  }
  const notSheet = refuse('NOT_A_SPREADSHEET', 'This file is not an Excel workbook (.xlsx): download the template and fill it in.');
  if (bytes.length < EOCD_MIN || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return notSheet;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end < 0) return notSheet;
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  const tooLarge = refuse('SPREADSHEET_TOO_LARGE', 'This workbook holds more than an import may read once unpacked: split it into smaller files.');
  if (count > limits.maxEntries || directoryOffset === ZIP64_MARK) return tooLarge;
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return notSheet;
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const uncompressed = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > view.byteLength) return notSheet;
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (compressed === ZIP64_MARK || uncompressed === ZIP64_MARK) return tooLarge;
    total += uncompressed;
    if (total > limits.maxUncompressedBytes) return tooLarge;
    if (uncompressed > RATIO_FLOOR && uncompressed / Math.max(compressed, 1) > limits.maxRatio) return tooLarge;
    entries.push({ name, method, compressedSize: compressed, uncompressedSize: uncompressed, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (entries.some(({ name }) => name.toLowerCase().endsWith('vbaproject.bin'))) {
    return refuse(
      'SPREADSHEET_MACROS_NOT_ALLOWED',
      'This workbook contains macros (.xlsm): save it as an Excel Workbook (.xlsx) without macros and send it again.',
    );
  }
  if (!entries.some(({ name }) => name === 'xl/workbook.xml')) return notSheet;
  return { ok: true, entries };
}
