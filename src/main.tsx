import { RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { versionCheckActor } from "./app/versionCheck"
import { router } from "./router"
import "./index.css"

versionCheckActor.start()

const root = document.getElementById("root")
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
