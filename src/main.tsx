import { RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { I18nProvider } from "react-aria-components/I18nProvider"
import { createRoot } from "react-dom/client"
import { versionCheckActor } from "./app/version-check"
import { router } from "./router"
import "./index.css"

versionCheckActor.start()

const root = document.getElementById("root")
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* One locale for every react-aria widget, whatever the browser's: dates dd/mm/aaaa, es-MX numbers, Spanish labels. */}
      <I18nProvider locale="es-MX">
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
}
