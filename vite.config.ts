import tailwindcss from "@tailwindcss/vite"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { precompress } from "./build/precompress"
import { spanishStringsOnly } from "./build/spanish-strings"
import pkg from "./package.json" with { type: "json" }

// The SPA build. The router plugin generates src/routeTree.gen.ts and splits every route's
// component into its own chunk, so /login loads only what signing in needs.
const frameworkModules =
  /node_modules[\\/](?:react|react-dom|scheduler|@tanstack[\\/](?:react-router|router-core|history|store|react-store)|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen runs (React, the router, XState) as one file instead of a dozen
          // small ones: each response also carries about 0.5 KiB of headers (the CSP among them).
          groups: [{ name: "framework", test: frameworkModules }],
        },
      },
    },
  },
})
