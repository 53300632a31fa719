import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type policyEndpoints, policyMessages } from "../../domain/clima-laboral/proyectos-politica-api"
import { refuse } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { pdfKindOf } from "../records/document-kind"
import { type KeptFile, recordFiles } from "../records/image-http"
import { asRecordTable } from "../records/table"
import { climateProjectsTable } from "./proyectos"
import { climatePolicies } from "./proyectos-politicas"

// A climate project's prevention policy (domain/clima-laboral/proyectos-politica-api.ts): a PDF
// judged by its bytes, kept beside the project (migration 0300); the upload names it on the
// project with the day, in the same transaction, and drops the one it replaces. A project is
// reached when its centre is the caller's: the projects' own read decides, as for the list.

const upload = { entidad: "proyecto de clima laboral", key: "id_proyecto", noteField: "politica_prevencion", nuevo: policyMessages.inexistente, noValida: policyMessages.noValida, kindOf: pdfKindOf }

const files = recordFiles(asRecordTable(climateProjectsTable), climatePolicies, upload, policyMessages.inexistente)

/** A cancelled project takes no policy; any other keeps the one uploaded last, dated `today`. */
const policy = (today: string): KeptFile => ({
  refusal: (project) => (project.estado === "Cancelado" ? refuse(409, policyMessages.cancelado) : undefined),
  name: (id, version) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE proyectos_clima SET politica_prevencion = ${version}, f_politica = ${today} WHERE id_proyecto = ${id}`),
  message: policyMessages.guardada,
})

export const climatePolicyHandlers: HandlersOf<typeof policyEndpoints> = {
  adjuntarPoliticaClima: ({ id_proyecto, file }, context) => Effect.flatMap(todayInMexico, (today) => files.keep(id_proyecto, file, context, policy(today))),
  politicaClima: ({ id_proyecto, version }, context) => files.serve(id_proyecto, version, context),
}
