// bpmn-js-i18n ships its translations as plain ES modules without types.
declare module 'bpmn-js-i18n/translations/*.js' {
  /** bpmn-js's English text → its translation. */
  const words: Readonly<Record<string, string>>;
  export default words;
}
