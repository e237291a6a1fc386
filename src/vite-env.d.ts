/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

/** A module replaced in the build, imported by its replacement (see replaceModulesPlugin's ORIGINAL_PREFIX). */
declare module 'original:markdown-to-jsx/react' {
  export * from 'markdown-to-jsx/react';
}
