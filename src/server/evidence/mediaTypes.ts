/** A kind of evidence file the demo accepts, known by its first bytes. */
export interface MediaType {
  contentType: string;
  /** The extension the stored file gets, and those an upload's name may carry. */
  extension: string;
  extensions: readonly string[];
  magic: readonly number[];
}

/** The accepted evidence files: photos and PDF reports. Anything else is refused. */
export const MEDIA_TYPES: readonly MediaType[] = [
  { contentType: 'image/png', extension: 'png', extensions: ['png'], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
  { contentType: 'application/pdf', extension: 'pdf', extensions: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** Bytes needed to recognise any accepted type. */
export const SNIFF_BYTES = Math.max(...MEDIA_TYPES.map((type) => type.magic.length));

/** The type whose magic bytes start `head`, if any (the name and the client's Content-Type are not trusted). */
export function sniffMediaType(head: Uint8Array): MediaType | undefined {
  return MEDIA_TYPES.find((type) => type.magic.every((byte, index) => head[index] === byte));
}

/** The lower-case extension of a file name, without the dot ('' for none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The name shown and put in zips: the base name only (no folders, `..`, control characters
 * or characters Windows refuses), at most 120 characters; `evidence` when nothing is left.
 */
export function safeMediaName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/^\.+/, '')
    .trim();
  return cleaned.slice(-120) || 'evidence';
}
