import { describe, expect, it } from 'vitest';
import { fileNameOf } from './downloadFile';

describe('fileNameOf', () => {
  it('keeps a title readable as a file name', () => {
    expect(fileNameOf('Liberação de motor / partida', 'bpmn')).toBe('Liberacao-de-motor-partida.bpmn');
    expect(fileNameOf('  ', 'svg')).toBe('process.svg');
  });
});
