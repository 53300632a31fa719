import { createFileRoute } from "@tanstack/react-router"
import { OfferPreHiresPage } from "../../../seleccion/pre-alta-candidatos/OfferPreHiresPage"

// SEL370: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/seleccion/pre-alta-candidatos")({ component: OfferPreHiresPage })
