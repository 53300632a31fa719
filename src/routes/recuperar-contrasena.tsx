import { createFileRoute, redirect } from "@tanstack/react-router"
import { RecoverPasswordPage } from "../recuperar-contrasena/RecoverPasswordPage"

// A signed-in user changes their password on /perfil instead.
export const Route = createFileRoute("/recuperar-contrasena")({
  beforeLoad: ({ context }) => {
    context.session.send({ type: "CHECK", now: Date.now() })
    if (context.session.getSnapshot().matches("authenticated")) throw redirect({ to: "/perfil" })
  },
  component: RecoverPasswordPage,
})
