import { type Actor, actors, type AuthorizationFlow, type NotifyFlag } from "../configuraciones/flujos-autorizacion"

// Who is e-mailed when someone acts on a request (SPEC 2.14, the 25-flag matrix). Pure: the
// engine passes the flow, what happened and who holds each level; this answers the people.
//
// - Levels 1-4: the actor is "emp" when the request is sent, "resp{k}" when level k's approver
//   decides; flag `{actor}_notifica_{target}` = 1 tells the target: the employee ("emp") or the
//   approver of level j ("resp{j}"), when that level has someone.
// - Level 0 (one approver, the position's occupant): `notificar` tells the approver when the
//   request is sent, `emp_notifica` tells the employee when it is decided.
// - emp_notifica above level 0 is the fixed "the employee is always notified" marker: the
//   employee hears the final outcome (authorized or rejected) whatever the matrix says.
// Nobody is told of their own decision, and nobody twice.

export type NoticeEvent =
  | { readonly kind: "sent" }
  | { readonly kind: "decided"; readonly nivel: number; readonly resultado: "A" | "R"; readonly final: boolean }

export interface NoticeParties {
  readonly id_empleado: number
  /** Approver per level (0..4) as far as known. */
  readonly approvers: ReadonlyMap<number, number>
}

export type NoticeFlow = Pick<AuthorizationFlow, "niveles" | "emp_notifica" | "notificar" | NotifyFlag>

const actorOf = (event: NoticeEvent): Actor => (event.kind === "sent" ? "emp" : (`resp${event.nivel}` as Actor))

export const noticeRecipients = (flow: NoticeFlow, event: NoticeEvent, parties: NoticeParties): ReadonlyArray<number> => {
  const out: Array<number> = []
  const add = (id: number | undefined) => {
    if (id !== undefined && !out.includes(id)) out.push(id)
  }
  if (flow.niveles === 0) {
    if (event.kind === "sent" && flow.notificar === 1) add(parties.approvers.get(0))
    if (event.kind === "decided" && flow.emp_notifica === 1) add(parties.id_empleado)
  } else {
    const actor = actorOf(event)
    for (const target of actors) {
      if (flow[`${actor}_notifica_${target}`] !== 1) continue
      add(target === "emp" ? parties.id_empleado : parties.approvers.get(Number(target.slice(4))))
    }
    const ended = event.kind === "decided" && (event.resultado === "R" || event.final)
    if (ended && flow.emp_notifica === 1) add(parties.id_empleado)
  }
  const acting = event.kind === "decided" ? parties.approvers.get(event.nivel) : undefined
  return out.filter((id) => id !== acting)
}
