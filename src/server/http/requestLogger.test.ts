import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './requestLogger';

describe('requestLogger', () => {
  it('prints method, full URL and status once the answer is sent', () => {
    const lines: string[] = [];
    const res = Object.assign(new EventEmitter(), { statusCode: 201 });
    let passedOn = false;
    requestLogger((line) => lines.push(line))(
      { method: 'POST', url: '/things', originalUrl: '/api/things' } as unknown as IncomingMessage,
      res as unknown as ServerResponse,
      () => {
        passedOn = true;
      },
    );
    expect(passedOn).toBe(true);
    expect(lines).toEqual([]);
    res.emit('finish');
    expect(lines).toEqual([expect.stringMatching(/^POST \/api\/things 201 \d+ms$/)]);
  });
});
