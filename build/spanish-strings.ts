import type { Plugin } from "vite"

// Part of the SPA build: React Aria ships its widgets' texts (announcements, labels of hidden
// buttons) in 34 languages and imports all of them; the app speaks one (src/main.tsx sets es-MX
// for every widget). Every other language's file is built as an empty table, which took about a
// third off the drag and drop, combobox and date field chunks. React Aria looks a locale up as
// written, then by language (es-MX finds es-ES), then falls back to en-US: those two are kept.
// The same idea as Adobe's @react-aria/optimize-locales-plugin, without another dependency.

const kept = new Set(["es-ES", "en-US"])
const localeFile = /[\\/](?:react-aria|react-aria-components|react-stately)[\\/]dist[\\/](?:.*[\\/])?intl[\\/](?:[^\\/]+[\\/])?([a-z]{2}-[A-Z]{2})\.mjs$/

export const spanishStringsOnly = (): Plugin => ({
  name: "spanish-strings-only",
  apply: "build",
  enforce: "pre",
  load(id) {
    const locale = localeFile.exec(id)?.[1]
    return locale !== undefined && !kept.has(locale) ? "export default {}" : null
  },
})
