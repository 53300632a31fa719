import tailwindcss from "@tailwindcss/vite"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { precompress } from "./build/precompress"
import pkg from "./package.json" with { type: "json" }

// The SPA build. The router plugin generates src/routeTree.gen.ts and splits every route's
// component into its own chunk, so /login loads only what signing in needs.
const apiPort = process.env.API_PORT ?? "3001"
const apiTarget = `http://127.0.0.1:${apiPort}`

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react(), tailwindcss(), precompress()],
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
  },
})
