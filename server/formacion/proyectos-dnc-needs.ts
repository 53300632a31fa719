import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { dncNeeds, dncNeedsEndpoints } from "../../domain/formacion/proyectos-dnc-needs"
import { dncMessages } from "../../domain/formacion/proyectos-dnc-vocabulary"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { foldText } from "../../domain/records/fold"
import { refuseField } from "../http/failure"
import { enforceScope } from "../http/record-scope"
import { fieldColumns } from "../records/field-columns"
import { numberedNameSql } from "../records/person-name"
import { nextSerialKey } from "../records/serial-key"
import type { HookContext, RecordTable } from "../records/table"
import { type CapturingProject, capturingProject } from "./proyectos-dnc-project-lock"
import { moveTotals } from "./proyectos-dnc-totals"

// The needs' RecordTable (descriptor: domain/formacion/proyectos-dnc-needs.ts). The workplace is
// the project's company (`p`): a need is listed, read and written by whoever sees that company,
// and the page always lists one project's. The hooks:
// - the project exists, is the caller's (on a create) and is capturing: Borrador or En captura
//   (./proyectos-dnc-project-lock.ts, which also holds off a transition meanwhile); a delete too;
// - the person, puesto or department named is of the project's company, a newly named person
//   active and in the caller's centres (403 otherwise);
// - a person has one need per tema in a project (the tema without case or accents): a second is a 409, and
//   the unique index is the judge when two arrive at once;
// - the project is fixed once stored, and each write moves its totals (./proyectos-dnc-totals.ts).

type Need = typeof dncNeeds

const exists = (query: Effect.Effect<ReadonlyArray<unknown>, SqlError>) => Effect.map(query, (rows) => rows.length > 0)

const checkTarget = (request: RequestOf<Need>, stored: EntityOf<Need> | undefined, project: CapturingProject, ctx: HookContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const company = project.id_empresa
    if (request.nivel === "Colaborador" && request.id_empleado !== null) {
      // A person who left since the need was captured keeps it; a new one must be active.
      if (stored?.id_empleado === request.id_empleado) return
      yield* enforceScope({ id_empleado: "empleado" }, { id_empleado: request.id_empleado }, ctx.principal)
      const own = yield* exists(sql`SELECT 1 AS x FROM empleados WHERE id_empleado = ${request.id_empleado} AND id_empresa = ${company} AND activo = '1'`)
      if (!own) return yield* refuseField("id_empleado", dncMessages.colaboradorAjeno)
    }
    if (request.nivel === "Puesto" && request.id_puesto !== null) {
      const own = yield* exists(sql`SELECT 1 AS x FROM puestos WHERE id_puesto = ${request.id_puesto} AND id_empresa = ${company}`)
      if (!own) return yield* refuseField("id_puesto", dncMessages.puestoAjeno)
    }
    if (request.nivel === "Departamento" && request.id_depto !== null) {
      const own = yield* exists(sql`SELECT 1 AS x FROM departamentos WHERE id_depto = ${request.id_depto} AND id_empresa = ${company}`)
      if (!own) return yield* refuseField("id_depto", dncMessages.departamentoAjeno)
    }
  })

const checkNeed = (request: RequestOf<Need>, mode: "add" | "edit", stored: EntityOf<Need> | undefined, ctx: HookContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const project = yield* capturingProject(stored?.id_proyecto_dnc ?? request.id_proyecto_dnc)
    if (mode === "add") yield* enforceScope({ id_empresa: "empresa" }, { id_empresa: project.id_empresa }, ctx.principal)
    yield* checkTarget(request, stored, project, ctx)
    if (request.id_competencia !== null && !(yield* exists(sql`SELECT 1 AS x FROM competencias WHERE id_competencia = ${request.id_competencia}`))) {
      return yield* refuseField("id_competencia", dncMessages.competenciaNoExiste)
    }
    if (request.nivel === "Colaborador" && request.id_empleado !== null) {
      const repeated = yield* exists(sql`
        SELECT 1 AS x FROM necesidades_dnc
        WHERE id_proyecto_dnc = ${project.id_proyecto_dnc} AND id_empleado = ${request.id_empleado} AND clave_tema = ${foldText(request.tema)}
          AND id_necesidad <> ${stored?.id_necesidad ?? 0}`)
      if (repeated) return yield* refuseField("tema", dncMessages.temaRepetido, 409)
    }
  })

export const dncNeedsTable: RecordTable<Need> = {
  descriptor: dncNeeds,
  endpoints: dncNeedsEndpoints,
  entity: "necesidad de capacitación DNC",
  table: "necesidades_dnc",
  from: [
    "necesidades_dnc t",
    "JOIN proyectos_dnc p ON p.id_proyecto_dnc = t.id_proyecto_dnc",
    "LEFT JOIN empleados e ON e.id_empleado = t.id_empleado",
    "LEFT JOIN puestos pu ON pu.id_puesto = t.id_puesto",
    "LEFT JOIN departamentos d ON d.id_depto = t.id_depto",
    "LEFT JOIN competencias c ON c.id_competencia = t.id_competencia",
    "LEFT JOIN modalidades mo ON mo.id_modalidad = t.id_modalidad",
  ].join("\n    "),
  expressions: {
    n_proyecto: "p.n_proyecto",
    id_empresa: "p.id_empresa",
    destinatario: `CASE t.nivel WHEN 'Colaborador' THEN ${numberedNameSql("e")} WHEN 'Puesto' THEN pu.n_puesto ELSE d.n_depto END`,
    n_competencia: "c.n_competencia",
    n_modalidad: "mo.n_modalidad",
  },
  generatedKey: () => nextSerialKey("necesidades_dnc"),
  hooks: {
    // An update takes the need's old share away here (after its checks) and adds the new one after the write.
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.zipRight(checkNeed(request, mode, stored, ctx), mode === "edit" && stored !== undefined ? moveTotals(stored.id_proyecto_dnc, stored, -1) : Effect.void),
    afterWrite: (stored, mode) => moveTotals(stored.id_proyecto_dnc, stored, mode === "delete" ? -1 : 1),
    toColumns: (request, mode) =>
      Effect.sync(() => {
        const { id_proyecto_dnc, ...columns } = fieldColumns(dncNeeds, request, mode)
        return mode === "add" ? { ...columns, id_proyecto_dnc } : columns
      }),
    beforeDelete: (stored) => Effect.asVoid(capturingProject(stored.id_proyecto_dnc)),
  },
}
