/* eslint-disable @typescript-eslint/consistent-type-imports -- a relative `import` in an ambient module is not resolved (it types as any); `import()` types are. */
declare module 'virtual:form-validators' {
  /** Each resource with a form → the import of its validators compiled at build time (see formValidatorsPlugin). */
  export const formValidatorLoaders: import('../framework/form/precompiled/formValidatorLoaders').FormValidatorLoaders;
}
