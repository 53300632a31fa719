import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { parentChain } from "./parent-chain"

// The department tree as the database holds it: parent pointers walked with WITH RECURSIVE
// (SQLite and PostgreSQL alike). The departments' writes decide the tree rules over these walks
// inside their own transaction (domain/organizacion/departamentos-rules.ts says what is refused); the tree
// page reads the same walks.

/**
 * How far a walk goes: well past the ten levels a valid tree has, so a tree damaged by hand is
 * still read far enough to be refused, and a loop stored by hand still ends.
 */
const walkLimit = 64

/** The department and its ancestors, nearest first: `[id, parent, grandparent, ...]`; empty when it does not exist. */
export const ancestorChain = (idDepto: number) =>
  Effect.map(parentChain("departamentos", idDepto, walkLimit), (links) => links.map((l) => Number(l.id)))

/** The department and every department under it, at any depth, with its level below it (the department itself at 1). */
export const descendantsOf = (idDepto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_depto: number | string; nivel: number | string }>`
      WITH RECURSIVE abajo (id_depto, nivel) AS (
        SELECT id_depto, 1 FROM departamentos WHERE id_depto = ${idDepto}
        UNION ALL
        SELECT d.id_depto, a.nivel + 1 FROM departamentos d
          JOIN abajo a ON d.id_depto_padre = a.id_depto
          WHERE a.nivel < ${walkLimit}
      )
      SELECT id_depto, nivel FROM abajo ORDER BY nivel, id_depto`
    return rows.map((r) => ({ id_depto: Number(r.id_depto), nivel: Number(r.nivel) }))
  })

/** Levels of the department's subtree, itself included (1 without children; 0 when it does not exist). */
export const subtreeHeight = (idDepto: number) =>
  Effect.map(descendantsOf(idDepto), (rows) => rows.reduce((max, r) => Math.max(max, r.nivel), 0))

/** Advisory-lock namespace of the department trees (any constant no other lock uses). */
const treeLockSpace = 4_400

/**
 * Holds one company's department tree until the transaction ends. Two moves checked at once
 * (A under B, B under A) would each find no loop in what the other has not committed yet;
 * on PostgreSQL the second waits here and then reads the first. SQLite lets one writer at a
 * time into a transaction already.
 */
export const lockCompanyTree = (idEmpresa: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.onDialectOrElse({
      pg: () => Effect.asVoid(sql`SELECT COUNT(*) AS n FROM (SELECT pg_advisory_xact_lock(CAST(${treeLockSpace} AS INTEGER), CAST(${idEmpresa} AS INTEGER))) l`),
      orElse: () => Effect.void,
    })
  })
