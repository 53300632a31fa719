import { type MovementType, movementMessages, movementOrigin, movementTypeChoices, movesPosition, requestTypeOf } from "./movimientos-personal-vocabulary"
import { defaultMessages, type RecordRule, defineRecord } from "../records/descriptor"
import { type Workflow, deletableBy, stateField } from "../records/workflow"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { date, flag, integer, money, select, text, textarea } from "../records/field"
import { changedStamp, createdStamps } from "../records/stamps"
import { employeeOwner, employeeWorkplace } from "./employee-fields"
import { sendForAuthorization } from "../records/send-for-authorization"

// Movimientos de personal (DOMAIN-MX 4.10; GP100 guards it, DOMAIN-MX 0 [D]). A movement is
// captured here (BAJA, CAMBIO_POSICION, CAMBIO_SALARIO, PROMOCION; ALTA and REINGRESO come from
// the hire in Gestión de personal), edited while Capturado, sent to its authorization flow
// (`POST /enviar-autorizacion { id_movimiento }`, its workflow's transition), and applied on its
// date. The records platform fits: the list, the one-record read, create, the update while
// Capturado and the export are the generic ones; "delete" cancels (the workflow's `cancelar`:
// the movement is kept as Cancelado), never removes.
//
// The employee's scope carries the workplace rule: lists, reads, exports and writes are limited
// to the employees of the caller's work centres. What needs the database (the seat vacant on the
// date, no other pending movement, f_efectiva >= f_ingreso, the minimum wage of the zone, the
// responsables) is checked by the server in the write's transaction.

const folioOf = (r: Readonly<Record<string, unknown>>) => String(r.id_movimiento ?? "")

/**
 * Sent through the flow of its type's request type, resolved on its f_efectiva; with no flow it
 * is authorized at once. Once authorized (straight on or by the last approval) the table's step
 * after it applies it when due (server/personal/movimientos-personal.ts, `afterReached`), so
 * the answer says which of the three it ended in.
 */
export const movementWorkflow: Workflow = {
  field: "estado",
  states: [
    { code: "Capturado", label: "Capturado", tone: "neutral" },
    { code: "En autorización", label: "En autorización", tone: "info" },
    { code: "Autorizado", label: "Autorizado", tone: "success" },
    { code: "Aplicado", label: "Aplicado", tone: "neutral" },
    { code: "Rechazado", label: "Rechazado", tone: "danger" },
    { code: "Cancelado", label: "Cancelado", tone: "warning" },
  ],
  stamps: { at: "f_modificacion" },
  transitions: [
    sendForAuthorization({
      named: (r) => `el movimiento ${folioOf(r)}`,
      from: "Capturado",
      to: "Autorizado",
      key: "GP100",
      refused: movementMessages.noEnviable,
      done: movementMessages.enviado,
      doneIn: { "En autorización": movementMessages.enviado, Autorizado: movementMessages.autorizado, Aplicado: movementMessages.aplicado },
      path: "/enviar-autorizacion",
      idAs: "id_movimiento",
      authorization: {
        requestType: (r) => requestTypeOf(r.tipo_movimiento as MovementType),
        origin: movementOrigin,
        rejected: "Rechazado",
        dayField: "f_efectiva",
        authorized: { at: "f_autorizacion" },
      },
    }),
    {
      id: "cancelar",
      label: "Cancelar",
      from: ["Capturado", "En autorización", "Autorizado"],
      to: "Cancelado",
      key: "GP100",
      refused: movementMessages.noCancelable,
      // An applied movement is reversed by another, never cancelled.
      refusedIn: { Aplicado: movementMessages.aplicadoNoEditable },
      done: movementMessages.cancelado,
      icon: "cancel",
      question: (r) => `¿Cancelar el movimiento ${folioOf(r)}?`,
    },
  ],
  editable: {
    states: ["Capturado"],
    updateRefused: movementMessages.soloCapturado,
    deleteRefused: movementMessages.noCancelable,
    refusedIn: { Aplicado: movementMessages.aplicadoNoEditable },
  },
  deletes: "cancelar",
}

const isType = (v: Readonly<Record<string, unknown>>, check: (t: string) => boolean) => typeof v.tipo_movimiento === "string" && check(v.tipo_movimiento)

const rules: ReadonlyArray<RecordRule> = [
  {
    field: "id_posicion_nueva",
    reads: ["tipo_movimiento", "id_posicion_nueva"],
    check: (v) => (isType(v, movesPosition) && v.id_posicion_nueva == null ? movementMessages.posicionRequerida : undefined),
  },
  {
    field: "salario_diario_nuevo",
    reads: ["tipo_movimiento", "salario_diario_nuevo"],
    check: (v) => (isType(v, (t) => t === "CAMBIO_SALARIO") && v.salario_diario_nuevo == null ? movementMessages.salarioRequerido : undefined),
  },
  {
    field: "id_motivo_baja",
    reads: ["tipo_movimiento", "id_motivo_baja"],
    check: (v) => (isType(v, (t) => t === "BAJA") && v.id_motivo_baja == null ? movementMessages.motivoBajaRequerido : undefined),
  },
]

export const personalMovements = defineRecord({
  resource: "movimientos-personal",
  title: "Movimientos de personal",
  singular: "movimiento",
  keys: ["GP100"],
  messages: { ...defaultMessages, deleted: movementMessages.cancelado },
  deletable: deletableBy(movementWorkflow),
  fields: {
    ...createdStamps,
    ...changedStamp,
    id_movimiento: integer({ label: "Folio", key: true, derived: true, column: true, sortable: true }),
    ...employeeOwner(),
    // The security suites build valid requests from these schemas: a transfer with its seat, so
    // the cross-field rules hold and the request reaches the router's scope check.
    tipo_movimiento: sampled(
      select({
        label: "Tipo",
        choices: movementTypeChoices,
        required: "El tipo de movimiento es requerido",
        readOnlyInEdit: true,
        column: true,
        filter: true,
        sortable: true,
      }),
      (fc) => fc.constant("CAMBIO_POSICION"),
    ),
    f_efectiva: date({ label: "Fecha efectiva", required: "La fecha efectiva es requerida", column: true, sortable: true, filter: true }),
    estado: stateField(movementWorkflow.states),
    nivel_actual: integer({ label: "Nivel actual", derived: true, column: true }),
    motivo: textarea({ label: "Motivo", max: 500, required: "El motivo es requerido", exported: true }),
    id_posicion_nueva: sampled(select({ label: "Posición nueva", max: 10 }), (fc) => fc.stringMatching(/^[A-Z0-9-]{1,10}$/)),
    salario_diario_nuevo: money({ label: "Salario diario nuevo", max: 1_000_000, exported: true }),
    id_periodicidad_nueva: sampled(select({ label: "Periodicidad nueva", max: 2 }), (fc) => fc.constantFrom(null, "02", "04")),
    id_motivo_baja: select({ label: "Motivo de baja", integerId: true }),
    causa_imss: text({ label: "Causa IMSS", max: 1, derived: true, exported: true }),
    recontratable: flag({ label: "Recontratable", initial: "1" }),
    // Where the employee works today: the list's company and centre filters.
    ...employeeWorkplace(),
    // The record's values today, shown read-only beside the new ones.
    posicion_actual: text({ label: "Posición actual", max: 120, derived: true }),
    salario_actual: money({ label: "Salario diario actual", derived: true }),
  },
  rules,
  workflow: movementWorkflow,
  defaultOrder: { field: "id_movimiento", direction: "desc" },
})

export const personalMovementsEndpoints = resourceEndpoints("MovimientosPersonal", personalMovements)
