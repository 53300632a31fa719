import type { AuthorizationFlow, Transition } from "./workflow"

type Row = Readonly<Record<string, unknown>>

/**
 * The usual first step of a record that a flow of Flujos de autorización decides: "Enviar a
 * autorización" from its captured state, the row's button and its question naming the record
 * ("la ayuda 12"), waiting "En autorización" for the person's approvers, and the approver's
 * rejection kept in `comentario_rechazo`. Loans, aid and movements send this way, and so will the
 * requisitions, offers and finiquitos to come; what differs is in `rest` and `authorization`.
 */
export const sendForAuthorization = ({
  named,
  from,
  authorization,
  ...rest
}: {
  /** The record as the question names it, article included: "el préstamo 12". */
  readonly named: (record: Row) => string
  readonly from: string
  readonly authorization: Omit<AuthorizationFlow, "pending" | "employeeField" | "rejectionNote">
} & Omit<Transition, "id" | "label" | "from" | "icon" | "actionLabel" | "question" | "authorization">): Transition => ({
  id: "enviar-autorizacion",
  label: "Enviar a autorización",
  from: [from],
  icon: "send",
  actionLabel: (r) => `Enviar a autorización ${named(r)}`,
  question: (r) => `¿Enviar a autorización ${named(r)}? Ya no podrá modificarse.`,
  ...rest,
  authorization: {
    pending: "En autorización",
    employeeField: "id_empleado",
    rejectionNote: { column: "comentario_rechazo", max: 500 },
    ...authorization,
  },
})
