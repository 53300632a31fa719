import { createFileRoute } from "@tanstack/react-router"
import { PositionProratingPage } from "../../../organizacion/prorrateo-posiciones/PositionProratingPage"

// ORG555: the shell's guard (src/routes/_shell.tsx) reads the key and the /dashboard redirect
// from domain/catalog.ts.
const PositionProrating = () => <PositionProratingPage pageKey="/organizacion/prorrateo-posiciones" />

export const Route = createFileRoute("/_shell/organizacion/prorrateo-posiciones")({ component: PositionProrating })
