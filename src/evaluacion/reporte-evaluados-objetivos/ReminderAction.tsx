import { useActorRef, useSelector } from "@xstate/react"
import { useMemo } from "react"
import { fromPromise } from "xstate"
import type { ObjectivesReportRequest } from "../../../domain/evaluacion/reportes-objetivos-filtros"
import { reminderMachine } from "../../../machines/evaluacion/reporte-evaluados-objetivos"
import { reminderCalls } from "../../../machines/evaluacion/reporte-evaluados-objetivos-calls"
import { api } from "../../app/api"
import { useToasts } from "../../records/use-toasts"
import { Button } from "../../ui/Button"
import { ConfirmDialog } from "../../ui/ConfirmDialog"

// "Enviar recordatorio" of EVA300: asks first, then mails the pending people of the report's
// filters (or their bosses, for the boss's steps) through the reminder machine.

export const reminderTexts = {
  boton: "Enviar recordatorio",
  titulo: "Enviar recordatorio",
  pregunta: "¿Desea enviar el recordatorio a las personas pendientes con estos filtros?",
  detalle:
    "Cada colaborador recibe por correo lo que le falta (capturar, enviar o autoevaluar sus objetivos); cada jefe, un correo con las personas de su equipo que esperan su aprobación o su evaluación.",
  enviar: "Enviar",
} as const

export const ReminderAction = ({ request, valid }: { readonly request: Readonly<Record<string, string | number>>; readonly valid: boolean }) => {
  const machine = useMemo(() => reminderMachine.provide({ actors: { send: fromPromise(({ input }) => reminderCalls(api).send(input.request)) } }), [])
  const actor = useActorRef(machine)
  useToasts(actor)
  const confirming = useSelector(actor, (s) => s.matches("confirming"))
  const sending = useSelector(actor, (s) => s.matches("sending"))
  const { agrupar: _shown, ...asked } = request
  return (
    <>
      <Button variant="secondary" isDisabled={!valid || sending} aria-busy={sending} onPress={() => actor.send({ type: "ASK", request: asked as unknown as ObjectivesReportRequest })}>
        {reminderTexts.boton}
      </Button>
      <ConfirmDialog
        isOpen={confirming || sending}
        title={reminderTexts.titulo}
        message={reminderTexts.pregunta}
        detail={reminderTexts.detalle}
        confirmLabel={reminderTexts.enviar}
        isBusy={sending}
        onConfirm={() => actor.send({ type: "CONFIRM" })}
        onCancel={() => actor.send({ type: "CANCEL" })}
      />
    </>
  )
}
