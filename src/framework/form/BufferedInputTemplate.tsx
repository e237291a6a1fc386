import TextField from '@mui/material/TextField';
import { Templates } from '@rjsf/mui';
import { ariaDescribedByIds, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import { startTransition, useCallback, useEffect, useRef, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';

const MuiBaseInput = Templates.BaseInputTemplate!;
/** The pause in typing after which the form takes the value (messages, drafts, counters follow it). */
const HAND_OVER_AFTER_MS = 120;
/** Input types typed key by key; the others (dates, colours, files) keep rjsf's own input. */
const TYPED = new Set(['text', 'email', 'search', 'url', 'tel', 'password', 'number']);

const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
/** Whether the form's `value` is what the field shows (a number is shown as typed: `1.0` is 1). */
const shows = (value: unknown, text: string): boolean => textOf(value) === text || (typeof value === 'number' && text.trim() !== '' && Number(text) === value);

/**
 * rjsf's text input (MUI) left to the browser while the user types: the key paints like
 * in a plain input, with no render at all, and the form takes the value when typing
 * pauses, as background work (a transition). A form of hundreds of fields then re-renders
 * and re-checks itself between words, not at each key. The value reaches the form at once
 * when the field loses focus (a click on Save) or on Enter (a submit), so a save never
 * misses the last key; a value the form sets from outside (a reset, a value from the
 * server) replaces the text shown.
 */
export function BufferedInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    placeholder,
    required,
    readonly,
    disabled,
    type,
    label,
    hideLabel,
    value,
    onChange,
    onBlur,
    onFocus,
    autofocus,
    options,
    schema,
    rawErrors = [],
    onChangeOverride,
    multiline,
    rows,
  } = props;
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const pending = useRef<{ value: unknown } | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A value set from outside replaces the text; the form echoing what was typed does not.
  useEffect(() => {
    const element = input.current;
    if (pending.current && shows(value, textOf(pending.current.value))) pending.current = undefined;
    if (!pending.current && element && !shows(value, element.value)) element.value = textOf(value);
  }, [value]);

  const emptyValue: unknown = options.emptyValue;
  const handOver = useCallback((text: string) => (text === '' ? emptyValue : text), [emptyValue]);
  /** The last typed value as an urgent update: the form holds it before a click or a submit reads it. */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) onChange(pending.current.value);
  }, [onChange]);
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = handOver(event.target.value);
      pending.current = { value: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => startTransition(() => onChange(next)), HAND_OVER_AFTER_MS);
    },
    [handOver, onChange],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      flush();
      onBlur(id, event.target.value);
    },
    [flush, onBlur, id],
  );
  const handleKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter') flush();
    },
    [flush],
  );

  const plainText = TYPED.has(type ?? 'text') && !onChangeOverride && !schema.examples && !options.allowClearTextInputs && !options.mui;
  if (!plainText) return <MuiBaseInput {...props} />;
  const { step, min, max, accept, autoCapitalize, ...inputType } = getInputProps(schema, type, options);
  return (
    <TextField
      id={id}
      name={htmlName || id}
      placeholder={placeholder}
      label={labelValue(label || undefined, hideLabel, undefined)}
      autoFocus={autofocus}
      required={required}
      disabled={disabled || readonly}
      {...inputType}
      {...(multiline ? { multiline: true, rows: rows as number | undefined } : {})}
      inputRef={input}
      defaultValue={textOf(value)}
      error={rawErrors.length > 0}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={(event) => onFocus(id, event.target.value)}
      onKeyDown={handleKeyDown}
      slotProps={{ htmlInput: { step, min, max, accept, ...(autoCapitalize === undefined ? {} : { autoCapitalize }) } }}
      aria-describedby={ariaDescribedByIds(id, false)}
    />
  );
}
