import type { FeedbackSession } from "../../domain/evaluacion/retroalimentacion-api"
import { agreements, commitmentTypes } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import type { CommitmentRow, SessionDraft, SessionField } from "../../machines/evaluacion/retroalimentacion"
import { BusyButton } from "../ui/BusyButton"
import { Button } from "../ui/Button"
import { Checkbox } from "../ui/Checkbox"
import { DateField } from "../ui/DateField"
import { FormAlert } from "../ui/FormAlert"
import { Modal } from "../ui/Modal"
import { Select } from "../ui/Select"
import { TextArea } from "../ui/TextArea"
import { TextField } from "../ui/TextField"

// One feedback session (EVA370/EVA375): the date, strengths and areas to improve, the person's
// comments and agreement, the boss's signature and the commitments, each a row of fields with
// its own Quitar; read-only once the person has signed or outside the holder's reach.

const Fact = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <div className="flex flex-col">
    <dt className="text-sm font-semibold text-ink-700">{label}</dt>
    <dd className="text-ink-900 break-words">{value}</dd>
  </div>
)

const typeOptions = commitmentTypes.map((t) => ({ id: t, label: t }))
const agreementOptions = agreements.map((a) => ({ id: a, label: a }))

export interface FeedbackSessionDialogProps {
  readonly session: FeedbackSession
  readonly draft: SessionDraft
  readonly problem: string | null
  readonly saving: boolean
  readonly onEdit: (field: SessionField, value: string) => void
  readonly onSignBoss: (value: boolean) => void
  readonly onAdd: () => void
  readonly onRemove: (index: number) => void
  readonly onEditCommitment: (index: number, field: keyof Omit<CommitmentRow, "id_compromiso">, value: string) => void
  readonly onSave: () => void
  readonly onClose: () => void
}

export const FeedbackSessionDialog = ({ session: s, draft: d, problem, saving, onEdit, onSignBoss, onAdd, onRemove, onEditCommitment, onSave, onClose }: FeedbackSessionDialogProps) => {
  const off = saving || !s.editable
  const people = s.responsables.map((p) => ({ id: String(p.id_empleado), label: p.n_empleado }))
  return (
    <Modal title={`Retroalimentación de ${s.n_empleado}`} isOpen onClose={onClose} size="lg" isDismissable={!saving}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          onSave()
        }}
      >
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-4">
          <Fact label="Proyecto" value={s.n_proyecto} />
          <Fact label="Puesto" value={s.n_puesto} />
          <Fact label="Jefe" value={s.n_jefe ?? "—"} />
          <Fact label="Estado" value={s.estado} />
        </dl>
        {s.editable ? null : <p className="text-sm text-ink-700">La sesión ya no cambia: el colaborador la firmó o el proyecto está cerrado.</p>}
        <DateField label="Fecha de la sesión" value={d.f_sesion} onChange={(v) => onEdit("f_sesion", v)} isRequired isDisabled={off} />
        <TextArea label="Fortalezas" value={d.fortalezas} onChange={(v) => onEdit("fortalezas", v)} maxLength={2000} rows={3} isRequired isDisabled={off} />
        <TextArea label="Áreas de mejora" value={d.areas_mejora} onChange={(v) => onEdit("areas_mejora", v)} maxLength={2000} rows={3} isRequired isDisabled={off} />
        <TextArea label="Comentarios del colaborador" value={d.comentarios_colaborador} onChange={(v) => onEdit("comentarios_colaborador", v)} maxLength={2000} rows={2} isDisabled={off} />
        <Select label="Conformidad" options={agreementOptions} value={d.conformidad} placeholder="Sin indicar" onChange={(v) => onEdit("conformidad", v)} isDisabled={off} />
        <section aria-labelledby="compromisos-titulo" className="flex flex-col gap-3">
          <h3 id="compromisos-titulo" className="font-semibold text-ink-900">
            Compromisos
          </h3>
          {d.compromisos.length === 0 ? <p className="text-sm text-ink-700">Registre al menos un compromiso.</p> : null}
          {d.compromisos.map((c, i) => (
            <fieldset key={c.id_compromiso ?? `nuevo-${i}`} className="grid grid-cols-1 gap-3 rounded-md border border-ink-200 p-3 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-ink-900">{`Compromiso ${i + 1}`}</legend>
              <TextField label={`Acción del compromiso ${i + 1}`} value={c.accion} onChange={(v) => onEditCommitment(i, "accion", v)} maxLength={300} isRequired isDisabled={off} />
              <Select label={`Tipo del compromiso ${i + 1}`} options={typeOptions} value={c.tipo} placeholder="" onChange={(v) => onEditCommitment(i, "tipo", v)} isRequired isDisabled={off} />
              <Select
                label={`Responsable del compromiso ${i + 1}`}
                options={people}
                value={String(c.id_responsable)}
                placeholder=""
                onChange={(v) => onEditCommitment(i, "id_responsable", v)}
                isRequired
                isDisabled={off}
              />
              <DateField label={`Fecha compromiso ${i + 1}`} value={c.f_compromiso} onChange={(v) => onEditCommitment(i, "f_compromiso", v)} isRequired isDisabled={off} />
              <TextField label={`Avance % del compromiso ${i + 1}`} value={c.avance} onChange={(v) => onEditCommitment(i, "avance", v)} inputMode="numeric" maxLength={3} isDisabled={off} />
              <div className="flex items-end">
                <Button variant="secondary" onPress={() => onRemove(i)} isDisabled={off} aria-label={`Quitar compromiso ${i + 1}`}>
                  Quitar
                </Button>
              </div>
            </fieldset>
          ))}
          <div>
            <Button variant="secondary" onPress={onAdd} isDisabled={off}>
              Agregar compromiso
            </Button>
          </div>
        </section>
        <Checkbox isSelected={d.firma_jefe} onChange={onSignBoss} isDisabled={off || s.firma_jefe} description="Con la firma, la sesión queda celebrada y, en la 360, el colaborador recibe su reporte.">
          Firma del jefe
        </Checkbox>
        <p className="text-sm text-ink-700">{s.firma_colaborador ? "El colaborador firmó la sesión." : "El colaborador firma desde Mis evaluaciones."}</p>
        <FormAlert message={problem} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onPress={onClose} isDisabled={saving}>
            Cerrar
          </Button>
          {s.editable ? (
            <BusyButton type="submit" busy={saving}>
              Guardar
            </BusyButton>
          ) : null}
        </div>
      </form>
    </Modal>
  )
}
