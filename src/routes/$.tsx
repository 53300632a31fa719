import { createFileRoute, redirect } from "@tanstack/react-router"

// An unknown path goes to /dashboard (which sends a signed-out user on to /login).
export const Route = createFileRoute("/$")({
  beforeLoad: () => {
    throw redirect({ to: "/dashboard" })
  },
})
