import { createFileRoute } from "@tanstack/react-router"
import { OffersPage } from "../../../seleccion/ofertas-candidatos/OffersPage"

// SEL360: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/seleccion/ofertas-candidatos")({ component: OffersPage })
