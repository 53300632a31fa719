import { createFileRoute } from "@tanstack/react-router"
import { BestPracticesPage } from "../../../formacion/mejores-practicas/BestPracticesPage"

// FOR320 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/formacion/mejores-practicas")({ component: BestPracticesPage })
