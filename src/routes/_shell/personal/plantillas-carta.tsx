import { createFileRoute } from "@tanstack/react-router"
import { LetterTemplatesPage } from "../../../personal/plantillas-carta/LetterTemplatesPage"

// An extra route of the personal module (domain/catalog.ts, key GP210), reached from Cartas laborales.
const TemplatesPage = () => <LetterTemplatesPage pageKey="/personal/plantillas-carta" />

export const Route = createFileRoute("/_shell/personal/plantillas-carta")({ component: TemplatesPage })
