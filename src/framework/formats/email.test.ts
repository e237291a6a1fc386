import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'ana.silva+tag@mail.example.com.br', 'a@b.co'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['no @', 'ana.example.com'],
    ['two @', 'ana@silva@example.com'],
    ['an empty local part', '@example.com'],
    ['a domain without a dot', 'ana@localhost'],
    ['an empty domain label', 'ana@example..com'],
    ['a trailing dot', 'ana@example.'],
    ['a space', 'ana silva@example.com'],
    ['a trailing space', 'ana@example.com '],
    ['nothing', ''],
  ])('refuses %s', (_case, value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
