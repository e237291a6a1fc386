/// <reference types="vite/client" />
/// <reference path="./framework/build/virtualRegistry.d.ts" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}
