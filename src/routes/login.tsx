import { createFileRoute, redirect } from "@tanstack/react-router"
import { LoginPage } from "../login/LoginPage"

// Already signed in, the sign-in screen goes straight to /dashboard.
export const Route = createFileRoute("/login")({
  beforeLoad: ({ context }) => {
    context.session.send({ type: "CHECK", now: Date.now() })
    if (context.session.getSnapshot().matches("authenticated")) throw redirect({ to: "/dashboard" })
  },
  component: LoginPage,
})
