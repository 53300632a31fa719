import { createFileRoute } from "@tanstack/react-router"
import { KioskPage } from "../kiosko/KioskPage"

// The employees' self-service kiosk (DOMAIN-MX 4.8): outside the staff shell and its guards,
// with its own sign-in and its own kind of session (src/kiosko/kiosk-app.ts).
export const Route = createFileRoute("/kiosko")({ component: KioskPage })
