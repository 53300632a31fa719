import { createFileRoute } from "@tanstack/react-router"
import { ResetPasswordPage } from "../restablecer-contrasena/ResetPasswordPage"

// Open whether or not someone is signed in on this browser: the link is for whoever holds it,
// and using it ends every session of its user anyway.
export const Route = createFileRoute("/restablecer-contrasena")({ component: ResetPasswordPage })
