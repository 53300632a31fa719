import { describe, expect, it } from "vitest"
import { emptyFlow } from "../../domain/configuraciones/flujos-autorizacion-rules"
import { type ApprovalSubject, flowLevels, nextApprover, type RoutingFlow } from "../../domain/rules/next-approver"

// Types: 1 "Jefe inmediato", 2 "Jefe de departamento", 3 "Gerente de área".
// Tree: 30 (root) <- 20 <- 10, the employee (id 1) in 10.
const subject: ApprovalSubject = {
  id_empleado: 1,
  departamentos: [
    {
      id_depto: 10,
      responsables: [
        { id_empleado: 1, id_tipo_resp: 1, f_inicio: "2020-01-01", f_fin: null }, // the employee heads their own department
        { id_empleado: 11, id_tipo_resp: 2, f_inicio: "2020-01-01", f_fin: "2025-12-31" }, // ended
        { id_empleado: 12, id_tipo_resp: 2, f_inicio: "2026-01-01", f_fin: null },
      ],
    },
    { id_depto: 20, responsables: [{ id_empleado: 21, id_tipo_resp: 1, f_inicio: "2020-01-01", f_fin: null }] },
    {
      id_depto: 30,
      responsables: [
        { id_empleado: 12, id_tipo_resp: 3, f_inicio: "2020-01-01", f_fin: null },
        { id_empleado: 31, id_tipo_resp: 3, f_inicio: "2020-01-01", f_fin: null },
        { id_empleado: 32, id_tipo_resp: 2, f_inicio: "2020-01-01", f_fin: null },
      ],
    },
  ],
}

const flow = (patch: Partial<RoutingFlow>): RoutingFlow => ({ ...emptyFlow(), ocupaciones: [], ...patch })
const occupations = [
  { id_empleado: 40, f_inicio: "2024-01-01", f_fin: "2026-03-31" },
  { id_empleado: 41, f_inicio: "2026-04-01", f_fin: null },
]

const cases: ReadonlyArray<{
  readonly name: string
  readonly flow: RoutingFlow
  readonly level: number
  readonly date: string
  readonly earlier?: ReadonlyArray<number>
  readonly expected: number | string
}> = [
  { name: "level 0: the position's occupant on the date", flow: flow({ id_posicion: "P-000001", ocupaciones: occupations }), level: 0, date: "2026-03-31", expected: 40 },
  { name: "level 0: the next occupant after the change", flow: flow({ id_posicion: "P-000001", ocupaciones: occupations }), level: 0, date: "2026-04-01", expected: 41 },
  { name: "level 0: a vacant position", flow: flow({ id_posicion: "P-000001", ocupaciones: occupations }), level: 0, date: "2023-06-01", expected: "No existe responsable para el nivel 0" },
  { name: "level 0: no position configured", flow: flow({ ocupaciones: occupations }), level: 0, date: "2026-04-01", expected: "No existe responsable para el nivel 0" },
  { name: "level 0: the occupant is the employee", flow: flow({ id_posicion: 7, ocupaciones: [{ id_empleado: 1, f_inicio: "2020-01-01", f_fin: null }] }), level: 0, date: "2026-04-01", expected: "No existe responsable para el nivel 0" },
  { name: "level 1: the vigente responsable of the employee's department", flow: flow({ niveles: 1, emp_id_tipo_resp: 2 }), level: 1, date: "2026-06-01", expected: 12 },
  { name: "level 1: an ended term does not count", flow: flow({ niveles: 1, emp_id_tipo_resp: 2 }), level: 1, date: "2025-06-01", expected: 11 },
  { name: "level 1: before any term of the type, climbs to the root", flow: flow({ niveles: 1, emp_id_tipo_resp: 2 }), level: 1, date: "2019-06-01", expected: "No existe responsable para el nivel 1" },
  { name: "level 1: the employee themself is skipped, climbs one", flow: flow({ niveles: 1, emp_id_tipo_resp: 1 }), level: 1, date: "2026-06-01", expected: 21 },
  { name: "level 2: missing in two departments, found at the root", flow: flow({ niveles: 2, emp_id_tipo_resp: 2, resp1_id_tipo_resp: 3 }), level: 2, date: "2026-06-01", earlier: [], expected: 12 },
  { name: "level 2: the earlier approver is skipped in the same department", flow: flow({ niveles: 2, emp_id_tipo_resp: 2, resp1_id_tipo_resp: 3 }), level: 2, date: "2026-06-01", earlier: [12], expected: 31 },
  { name: "level 2: earlier approver skipped, climbs to the next department", flow: flow({ niveles: 2, emp_id_tipo_resp: 2, resp1_id_tipo_resp: 2 }), level: 2, date: "2026-06-01", earlier: [12], expected: 32 },
  { name: "level 3: no responsable of the type up to the root", flow: flow({ niveles: 3, emp_id_tipo_resp: 2, resp1_id_tipo_resp: 3, resp2_id_tipo_resp: 5 }), level: 3, date: "2026-06-01", earlier: [12, 31], expected: "No existe responsable para el nivel 3" },
  { name: "level 4 uses the third responsible's type", flow: flow({ niveles: 4, emp_id_tipo_resp: 2, resp1_id_tipo_resp: 3, resp2_id_tipo_resp: 1, resp3_id_tipo_resp: 3 }), level: 4, date: "2026-06-01", earlier: [12, 31, 21], expected: "No existe responsable para el nivel 4" },
  { name: "a level beyond the flow's", flow: flow({ niveles: 1, emp_id_tipo_resp: 2 }), level: 2, date: "2026-06-01", expected: "No existe responsable para el nivel 2" },
  { name: "a level without its type", flow: flow({ niveles: 2, emp_id_tipo_resp: 2 }), level: 2, date: "2026-06-01", expected: "No existe responsable para el nivel 2" },
]

describe("nextApprover", () => {
  it.each(cases)("$name", ({ flow: f, level, date, earlier, expected }) => {
    const answer = nextApprover(f, subject, level, date, earlier)
    if (typeof expected === "number") expect(answer).toMatchObject({ ok: true, id_autorizador: expected })
    else expect(answer).toEqual({ ok: false, message: expected })
  })

  it("an employee without departments has no responsable", () => {
    expect(nextApprover(flow({ niveles: 1, emp_id_tipo_resp: 2 }), { id_empleado: 1, departamentos: [] }, 1, "2026-06-01")).toEqual({
      ok: false,
      message: "No existe responsable para el nivel 1",
    })
  })

  it("a flow's levels: [0] at niveles 0, else 1..n", () => {
    expect(flowLevels({ niveles: 0 })).toEqual([0])
    expect(flowLevels({ niveles: 3 })).toEqual([1, 2, 3])
  })
})
