import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';
import type { Translate } from './translateErrors';

/** rjsf's own texts the forms show, by their i18n key under `forms.rjsf`. */
const KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddItemButton]: 'forms.rjsf.addItem',
  [TranslatableString.AddButton]: 'forms.rjsf.add',
  [TranslatableString.RemoveButton]: 'forms.rjsf.remove',
  [TranslatableString.MoveUpButton]: 'forms.rjsf.moveUp',
  [TranslatableString.MoveDownButton]: 'forms.rjsf.moveDown',
  [TranslatableString.CopyButton]: 'forms.rjsf.copy',
  [TranslatableString.EmptyArray]: 'forms.rjsf.emptyList',
  [TranslatableString.YesLabel]: 'forms.rjsf.yes',
  [TranslatableString.NoLabel]: 'forms.rjsf.no',
  [TranslatableString.ClearButton]: 'forms.rjsf.clear',
  [TranslatableString.ClearLabel]: 'forms.rjsf.clear',
  [TranslatableString.ArrayItemTitle]: 'forms.rjsf.item',
  [TranslatableString.OptionalObjectAdd]: 'forms.rjsf.optionalAdd',
  [TranslatableString.OptionalObjectRemove]: 'forms.rjsf.optionalRemove',
  [TranslatableString.OptionalObjectEmptyMsg]: 'forms.rjsf.optionalEmpty',
  [TranslatableString.ErrorsLabel]: 'forms.rjsf.errors',
  [TranslatableString.OptionPrefix]: 'forms.rjsf.option',
  [TranslatableString.TitleOptionPrefix]: 'forms.rjsf.titleOption',
};

/**
 * rjsf's `translateString` in the user's language: its buttons ("Add item", "Remove",
 * "Move up" ...) and labels. `%1`, `%2` placeholders are kept in the translations; a
 * string without a key keeps rjsf's English.
 */
export function rjsfStringTranslator(translate: Translate): (text: TranslatableString, params?: string[]) => string {
  return (text, params) => {
    const key = KEYS[text];
    if (!key) return englishStringTranslator(text, params);
    return replaceStringParameters(translate(key, { _: text }), params);
  };
}
