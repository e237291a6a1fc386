import { TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { rjsfStringTranslator } from './rjsfStrings';

const messages: Record<string, string> = { 'forms.rjsf.remove': 'Remover', 'forms.rjsf.option': 'Opção %1' };
const translate = (key: string, options?: object) => messages[key] ?? (options as { _?: string } | undefined)?._ ?? key;

describe('rjsfStringTranslator', () => {
  it("translates rjsf's buttons", () => {
    expect(rjsfStringTranslator(translate)(TranslatableString.RemoveButton)).toBe('Remover');
  });

  it('fills the numbered placeholders', () => {
    expect(rjsfStringTranslator(translate)(TranslatableString.OptionPrefix, ['2'])).toBe('Opção 2');
  });
});
