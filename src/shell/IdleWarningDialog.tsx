import { useSelector } from "@xstate/react"
import { idleTexts } from "../../domain/idle-warning"
import { Button } from "../ui/Button"
import { Modal } from "../ui/Modal"
import type { InactivityActor } from "./use-inactivity"

/**
 * The warning before the idle sign-out (WCAG 2.2.1): the seconds left, "Seguir conectado"
 * (focused; Escape does the same, as leaving the warning means the user is there) and
 * "Cerrar sesión". Closing it gives the focus back where it was, so a half-filled form is
 * taken up where it was left.
 */
export const IdleWarningDialog = ({ actor }: { readonly actor: InactivityActor }) => {
  const warning = useSelector(actor, (s) => s.matches({ countdown: "warning" }))
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft)
  const failed = useSelector(actor, (s) => s.context.extendFailed)
  const extend = () => actor.send({ type: "EXTEND" })
  return (
    <Modal title={idleTexts.titulo} isOpen={warning} onClose={extend} size="sm" role="alertdialog">
      <p className="text-ink-900">{idleTexts.aviso}</p>
      {/* A timer is not read at every tick: the dialog's title and focused button say it at the
          opening, the live region below once more at ten seconds. */}
      <p role="timer" className="mt-3 text-lg font-semibold text-ink-900">
        {idleTexts.restante(secondsLeft)}
      </p>
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {warning && secondsLeft <= 10 ? idleTexts.restante(10) : ""}
      </p>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {idleTexts.noSeExtendio}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onPress={() => actor.send({ type: "SIGN_OUT" })}>
          {idleTexts.cerrarSesion}
        </Button>
        <Button onPress={extend} autoFocus>
          {idleTexts.seguirConectado}
        </Button>
      </div>
    </Modal>
  )
}
