import { describe, expect, it } from 'vitest';
import { extensionOf, safeMediaName, sniffMediaType } from './mediaTypes';

describe('evidence file types and names', () => {
  it('knows a file by its first bytes, not its name', () => {
    expect(sniffMediaType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension).toBe('png');
    expect(sniffMediaType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(sniffMediaType(new TextEncoder().encode('%PDF-1.7'))?.contentType).toBe('application/pdf');
    expect(sniffMediaType(new TextEncoder().encode('MZ\x90\x00 not a photo'))).toBeUndefined();
  });

  it('keeps only a plain base name', () => {
    expect(safeMediaName('../../etc/passwd')).toBe('passwd');
    expect(safeMediaName('..\\..\\boot.ini')).toBe('boot.ini');
    expect(safeMediaName('..')).toBe('evidence');
    expect(safeMediaName('foto\u0000:1.png')).toBe('foto__1.png');
    expect(extensionOf('Foto.JPEG')).toBe('jpeg');
    expect(extensionOf('.png')).toBe('');
  });
});
