declare module 'virtual:form-validators' {
  import type { FormValidatorLoaders } from '../form/precompiled/formValidatorLoaders';
  /** Each resource with a form → the import of its validators compiled at build time (see formValidatorsPlugin). */
  export const formValidatorLoaders: FormValidatorLoaders;
}
