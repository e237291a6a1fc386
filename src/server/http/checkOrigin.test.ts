import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkOrigin, configuredOrigins } from './checkOrigin';

function request(headers: Record<string, string>, port = 5173): IncomingMessage {
  return { headers, socket: { localPort: port } } as unknown as IncomingMessage;
}

describe('checkOrigin', () => {
  it('accepts loopback hosts on the served port, with or without a same-origin Origin', () => {
    expect(() => checkOrigin(request({ host: 'localhost:5173' }), [])).not.toThrow();
    expect(() => checkOrigin(request({ host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' }), [])).not.toThrow();
    expect(() => checkOrigin(request({ host: '[::1]:5173', origin: 'http://[::1]:5173' }), [])).not.toThrow();
  });
  it('refuses another host (DNS rebinding) and another port', () => {
    expect(() => checkOrigin(request({ host: 'evil.example:5173' }), [])).toThrow('Host "evil.example:5173" is not served here');
    expect(() => checkOrigin(request({ host: 'localhost:8080' }), [])).toThrow('is not served here');
  });
  it('refuses a cross-site Origin', () => {
    expect(() => checkOrigin(request({ host: 'localhost:5173', origin: 'https://evil.example' }), [])).toThrow(
      'Origin "https://evil.example" may not call this API',
    );
  });
  it('accepts the configured origins as host and origin', () => {
    const configured = configuredOrigins(' https://admin.example.com/ ,http://10.0.0.5:8080');
    expect(configured).toEqual(['https://admin.example.com', 'http://10.0.0.5:8080']);
    expect(() => checkOrigin(request({ host: 'admin.example.com', origin: 'https://admin.example.com' }), configured)).not.toThrow();
  });
});
