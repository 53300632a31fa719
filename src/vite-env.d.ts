/// <reference types="vite/client" />

/** package.json's version, written in by vite.config.ts. */
declare const __APP_VERSION__: string

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
}
