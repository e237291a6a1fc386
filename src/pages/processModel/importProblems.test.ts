import { describe, expect, it } from 'vitest';
import { importProblems } from './importProblems';

describe('importProblems', () => {
  it('names the element of each warning, by id or by the tag the parser quotes', () => {
    const result = {
      warnings: [
        { message: 'unresolved reference <Gone>', element: { id: 'Flow_1', $type: 'bpmn:SequenceFlow' } },
        { message: 'unparsable content <bpmn:taks> detected\n\tline: 2\n\tcolumn: 4\n\tnested error: unknown type <bpmn:Taks>' },
      ],
    };
    expect(importProblems(result)).toEqual([
      { message: 'unresolved reference <Gone>', element: 'Flow_1' },
      { message: 'unparsable content <bpmn:taks> detected (line: 2, column: 4, nested error: unknown type <bpmn:Taks>)', element: 'bpmn:taks' },
    ]);
  });

  it('puts the error of a failed import first, then its warnings', () => {
    const error = Object.assign(new Error('failed to parse document as <bpmn:Definitions>'), {
      warnings: [{ message: 'unparsable content <invoice> detected' }],
    });
    expect(importProblems(error)).toEqual([
      { message: 'failed to parse document as <bpmn:Definitions>', element: 'bpmn:Definitions' },
      { message: 'unparsable content <invoice> detected', element: 'invoice' },
    ]);
  });

  it('answers nothing for a clean import', () => {
    expect(importProblems({ warnings: [] })).toEqual([]);
  });
});
