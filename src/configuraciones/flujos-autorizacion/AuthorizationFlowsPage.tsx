import { Link } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { fromPromise } from "xstate"
import { type Actor, type AuthorizationFlow, type Flag, type Level, type NotifyFlag, actors } from "../../../domain/configuraciones/flujos-autorizacion"
import { messages } from "../../../domain/messages"
import {
  type CatalogsOutcome,
  type FlowOutcome,
  type SaveFlowOutcome,
  authorizationFlowMachine,
  hasUnsavedFlow,
  viewOf,
} from "../../../machines/configuraciones/flujos-autorizacion"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { CheckboxMatrix } from "../../ui/CheckboxMatrix"
import { LeaveConfirmDialog } from "../../ui/LeaveConfirmDialog"
import { PageTitle } from "../../ui/PageTitle"
import { RecordPicker } from "../../ui/RecordPicker"
import { Select } from "../../ui/Select"
import { Shimmer } from "../../ui/Shimmer"
import { useLeaveGuard } from "../../ui/use-leave-guard"
import { ScrollBox } from "../../ui/ScrollBox"
import { authorizationFlowCalls } from "../../../machines/configuraciones/flujos-autorizacion-calls"
import { api } from "../../app/api"
import { actorLabels, flowTexts, targetLabels } from "./texts"
import { BusyButton } from "../../ui/BusyButton"
import { useToasts } from "../../records/use-toasts"

const { loadCatalogs, loadFlow, saveFlow } = authorizationFlowCalls(api)

const machine = authorizationFlowMachine.provide({
  actors: {
    loadCatalogs: fromPromise<CatalogsOutcome>(() => loadCatalogs()),
    loadFlow: fromPromise<FlowOutcome, { id: number }>(({ input }) => loadFlow(input.id)),
    saveFlow: fromPromise<SaveFlowOutcome, AuthorizationFlow>(({ input }) => saveFlow(input)),
  },
})

const levels: ReadonlyArray<Level> = [0, 1, 2, 3, 4]
const flag = (on: boolean): Flag => (on ? 1 : 0)
const positionMaxLength = 10

/** The flow of a request type; what is editable comes from the level rule table. */
export const AuthorizationFlowsPage = () => {
  const actor = useActorRef(machine)
  const state = useSelector(actor, (s) => s.value)
  const context = useSelector(actor, (s) => s.context)
  useToasts(actor)
  const leaveGuard = useLeaveGuard((state === "editing" || state === "saving" || state === "confirmingType") && hasUnsavedFlow(context))

  if (state === "loading" || state === "loadFailed") {
    return (
      <>
        <PageTitle>{flowTexts.titulo}</PageTitle>
        {state === "loading" ? <Shimmer rows={5} /> : <Button onPress={() => actor.send({ type: "RETRY" })}>{flowTexts.reintentar}</Button>}
      </>
    )
  }

  const { flow } = context
  const editing = state === "editing"
  const view = viewOf(context, editing)
  const responsibilityOptions = context.responsibilityTypes.map((r) => ({ id: String(r.id_tipo_resp), label: r.n_tipo_resp }))
  const rows = actors.map((a) => ({ id: a, label: actorLabels[a] }))
  const columns = actors.map((a) => ({ id: a, label: targetLabels[a] }))
  const cell = (row: string, column: string) => `${row}_notifica_${column}` as NotifyFlag
  const position = flow.id_posicion === "" ? "" : String(flow.id_posicion)

  return (
    <>
      <PageTitle>{flowTexts.titulo}</PageTitle>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: "SAVE" })
        }}
        className="flex flex-col gap-6"
      >
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <Select
            label={flowTexts.tipoSolicitud}
            placeholder={flowTexts.elegirTipo}
            isRequired
            isDisabled={state === "loadingFlow" || state === "saving"}
            value={flow.id_tipo_solicitud === "" ? "" : String(flow.id_tipo_solicitud)}
            options={context.requestTypes.map((t) => ({ id: String(t.id_tipo_solicitud), label: t.n_tipo_solicitud }))}
            onChange={(id) => actor.send({ type: "SELECT_TYPE", id: id === "" ? "" : Number(id) })}
          />
          <Select
            label={flowTexts.niveles}
            isDisabled={!editing}
            value={String(flow.niveles)}
            options={levels.map((l) => ({ id: String(l), label: String(l) }))}
            onChange={(id) => actor.send({ type: "SET_LEVEL", level: Number(id) as Level })}
          />
          <RecordPicker
            label={flowTexts.posicion}
            maxLength={positionMaxLength}
            isDisabled={!view.positionPickerEnabled}
            items={position === "" ? [] : [{ id: position, label: flow.n_posicion }]}
            value={position}
            onChange={(id) => {
              // Position keys are text (VARCHAR(10), e.g. "P-000001"); no spaces.
              const key = id.replace(/\s/g, "").slice(0, positionMaxLength)
              actor.send({ type: "SET_POSITION", id: key, name: key === position ? flow.n_posicion : "" })
            }}
          />
        </div>
        <div className="flex flex-wrap items-center gap-6">
          <Checkbox name="validacion" isDisabled={!editing} isSelected={flow.validacion === 1} onChange={(on) => actor.send({ type: "SET_VALIDATE", value: flag(on) })}>
            {flowTexts.validacion}
          </Checkbox>
          {editing && !view.notifyEmployeeEditable ? (
            <p className="flex items-center gap-2 text-sm text-ink-700">
              <span aria-hidden="true" className="font-bold text-brand-700">
                ✓
              </span>
              {flowTexts.siempreNotifica}
            </p>
          ) : (
            <Checkbox
              name="emp_notifica"
              isDisabled={!view.notifyEmployeeEditable}
              isSelected={flow.emp_notifica === 1}
              onChange={(on) => actor.send({ type: "SET_NOTIFY_EMPLOYEE", value: flag(on) })}
            >
              {flowTexts.notificarEmpleado}
            </Checkbox>
          )}
          <Checkbox name="notificar" isDisabled={!editing} isSelected={flow.notificar === 1} onChange={(on) => actor.send({ type: "SET_NOTIFY", value: flag(on) })}>
            {flowTexts.notificar}
          </Checkbox>
        </div>
        <fieldset className="grid gap-4 rounded-lg border border-ink-200 p-4 md:grid-cols-2 xl:grid-cols-5">
          <legend className="px-1 font-semibold text-ink-900">{flowTexts.bloques}</legend>
          {actors.map((a: Actor) => {
            const field = `${a}_id_tipo_resp` as const
            const value = flow[field]
            return (
              <Select
                key={a}
                label={`${flowTexts.tipoResponsabilidad}: ${actorLabels[a].toLowerCase()}`}
                placeholder={flowTexts.sinTipo}
                isDisabled={!view.selectors[field]}
                value={value === "" ? "" : String(value)}
                options={responsibilityOptions}
                onChange={(id) => actor.send({ type: "SET_SELECTOR", field, value: id === "" ? "" : Number(id) })}
              />
            )
          })}
        </fieldset>
        <ScrollBox label={flowTexts.matriz} className="rounded-lg border border-ink-200 bg-white p-4">
          <CheckboxMatrix
            caption={flowTexts.matriz}
            rows={rows}
            columns={columns}
            isChecked={(r, c) => flow[cell(r, c)] === 1}
            isEnabled={(r, c) => view.checkboxes[cell(r, c)]}
            onChange={(r, c, on) => actor.send({ type: "SET_FLAG", flag: cell(r, c), value: flag(on) })}
          />
        </ScrollBox>
        <div className="flex gap-3">
          <Link to="/configuraciones" className="inline-flex items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            {flowTexts.regresar}
          </Link>
          <BusyButton busy={state === "saving"} type="submit" isDisabled={state === "saving" || state === "loadingFlow"}>
            {messages.guardar}
          </BusyButton>
        </div>
      </form>
      <LeaveConfirmDialog isOpen={state === "confirmingType"} onStay={() => actor.send({ type: "STAY" })} onLeave={() => actor.send({ type: "LEAVE" })} />
      {leaveGuard}
    </>
  )
}
