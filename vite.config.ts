import tailwindcss from "@tailwindcss/vite"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { recordKitGroup } from "./build/chunk-groups"
import { precompress } from "./build/precompress"
import { spanishStringsOnly } from "./build/spanish-strings"
import pkg from "./package.json" with { type: "json" }

// The SPA build. The router plugin generates src/routeTree.gen.ts and splits every route's
// component into its own chunk, so /login loads only what signing in needs.
const frameworkModules =
  /node_modules[\\/](?:react|react-dom|scheduler|@tanstack[\\/](?:react-router|router-core|history|store|react-store)|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/
// The app's few small modules nearly every screen runs (the API's address, dates, button styles,
// size limits, the public pages' frame and link token): each alone was a file and a request of its
// own, about 0.5 KiB of headers for a few hundred bytes.
const everyScreenModules =
  /[\\/](?:src[\\/]app[\\/]api-base|domain[\\/]api[\\/]paths|domain[\\/]dates|src[\\/]ui[\\/]button-class|domain[\\/]size-limits|src[\\/]account[\\/]PublicPage|domain[\\/]link-token)\.tsx?$/
// What the NOM-035 questionnaire shares with the staff's Clima laboral pages, as one file.
const questionnaireShared = /[\\/]domain[\\/](?:clima-laboral[\\/]cuestionario-vocabulary|rules[\\/]nom035-instrument)\.ts$/
const apiPort = process.env.API_PORT ?? "3001"
const apiTarget = `http://127.0.0.1:${apiPort}`

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react(), tailwindcss(), spanishStringsOnly(), precompress()],
  define: {
    // Compared with /assets/config.json at start: a different server version reloads the page.
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: {
    proxy: {
      "/api": apiTarget,
      "/assets/config.json": apiTarget,
    },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // Only a speed-up for the browsers without <link rel="modulepreload"> (before Safari 17 and
    // Firefox 115), which still load everything without it: not worth its bytes on every screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen runs (React, the router, XState) as one file instead of a dozen
          // small ones: each response also carries about 0.5 KiB of headers (the CSP among them).
          groups: [
            { name: "framework", test: (id) => frameworkModules.test(id) || everyScreenModules.test(id) },
            { name: "cuestionario", test: questionnaireShared },
            // The record page's static graph as one file (build/chunk-groups.ts); only its own
            // modules, as what it shares with the light pages stays in theirs.
            { name: recordKitGroup(), debugName: "record-kit", test: /./, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
