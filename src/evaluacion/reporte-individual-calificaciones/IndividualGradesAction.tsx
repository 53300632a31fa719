import { useActorRef, useSelector } from "@xstate/react"
import { type FormEvent, useEffect, useMemo } from "react"
import { fromPromise } from "xstate"
import { individualGradesMachine } from "../../../machines/evaluacion/reporte-individual-calificaciones"
import { individualGradesCalls } from "../../../machines/evaluacion/reporte-individual-calificaciones-calls"
import { api } from "../../app/api"
import { saveFile } from "../../api/save-file"
import { LoadFailure } from "../../records/LoadFailure"
import { Button } from "../../ui/Button"
import { CancelAndSubmit } from "../../ui/CancelAndSubmit"
import { FormAlert } from "../../ui/FormAlert"
import { Modal } from "../../ui/Modal"
import { SearchSelect } from "../../ui/SearchSelect"
import { Spinner } from "../../ui/Spinner"

// "Reporte individual" beside the exports of EVA360 and EVA365: for the report's chosen cycle, a
// dialog asks for the colaborador among its participants of the caller's centres and downloads
// their individual grades PDF. Off until a cycle is chosen.

export const individualGradesActionTexts = {
  boton: "Reporte individual",
  titulo: "Reporte individual de calificaciones",
  colaborador: "Colaborador",
  placeholder: "Escriba el nombre o el número",
  descargar: "Descargar PDF",
  descargando: "Generando PDF",
} as const

const t = individualGradesActionTexts

export const IndividualGradesAction = ({ request }: { readonly request: Readonly<Record<string, string | number>> }) => {
  const machine = useMemo(() => {
    const calls = individualGradesCalls(api)
    return individualGradesMachine.provide({
      actors: { people: fromPromise(({ input }) => calls.people(input)), download: fromPromise(({ input }) => calls.download(input)) },
    })
  }, [])
  const actor = useActorRef(machine)
  useEffect(() => {
    const files = actor.on("file", (e) => saveFile(e.file))
    return () => files.unsubscribe()
  }, [actor])
  const phase = useSelector(actor, (s) => s.value as "closed" | "loading" | "unloaded" | "choosing" | "downloading")
  const { people, chosen, error } = useSelector(actor, (s) => s.context)
  const id_proyecto = Number(request.id_proyecto)
  const ready = Number.isInteger(id_proyecto) && id_proyecto > 0
  const busy = phase === "downloading"
  const close = () => actor.send({ type: "CLOSE" })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    actor.send({ type: "DOWNLOAD" })
  }
  return (
    <>
      <Button variant="secondary" isDisabled={!ready} onPress={() => actor.send({ type: "OPEN", id_proyecto })}>
        {t.boton}
      </Button>
      <Modal title={t.titulo} isOpen={phase !== "closed"} onClose={close} isDismissable={!busy} size="sm">
        {phase === "loading" ? (
          <p className="flex items-center gap-2 text-ink-700" role="status">
            <Spinner className="h-5 w-5" /> Cargando
          </p>
        ) : phase === "unloaded" ? (
          <LoadFailure message={error} onRetry={() => actor.send({ type: "RETRY" })} />
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <FormAlert message={error} />
            <SearchSelect
              label={t.colaborador}
              items={people}
              selectedId={chosen}
              onChange={(id) => actor.send({ type: "CHOOSE", id })}
              placeholder={t.placeholder}
              isRequired
              isDisabled={busy}
              autoFocus
            />
            <CancelAndSubmit submitLabel={busy ? t.descargando : t.descargar} onCancel={close} busy={busy} />
          </form>
        )}
      </Modal>
    </>
  )
}
