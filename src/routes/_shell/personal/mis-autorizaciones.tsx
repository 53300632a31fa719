import { createFileRoute } from "@tanstack/react-router"
import { MyAuthorizationsPage } from "../../../personal/mis-autorizaciones/MyAuthorizationsPage"

// Session only (domain/catalog.ts shellRoutes): anyone who approves requests reaches it from the
// user menu, whether or not their profile holds a personal key; the API scopes it to their steps.
export const Route = createFileRoute("/_shell/personal/mis-autorizaciones")({ component: MyAuthorizationsPage })
