import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { guiaI } from "../../../domain/rules/nom035-guia-i"
import { guiaII } from "../../../domain/rules/nom035-guia-ii"
import { guiaIII } from "../../../domain/rules/nom035-guia-iii"
import type { Instrument } from "../../../domain/rules/nom035-instrument"

// Clima laboral (MODULES-MX §4.1): the NOM-035-STPS-2018 instruments as seeded, read-only data,
// taken from the pure rules that score them (domain/rules/nom035-*.ts), so the reports' SQL and
// the scoring read the same items. Guía I: 20 yes/no items in four sections with the referral
// thresholds; Guías II and III: their blocks of items with direction and gate, the gate
// questions, the categories and domains with their cut points (Bajo, Medio, Alto, Muy alto: the
// value from which each level starts), the final's cut points, and Guía III's dimensions. No
// endpoint writes these tables.

const cut = (cortes: readonly [number, number, number, number]) => ({ corte_bajo: cortes[0], corte_medio: cortes[1], corte_alto: cortes[2], corte_muy_alto: cortes[3] })
const cutColumns = "corte_bajo INTEGER NOT NULL, corte_medio INTEGER NOT NULL, corte_alto INTEGER NOT NULL, corte_muy_alto INTEGER NOT NULL"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  yield* sql.unsafe(`CREATE TABLE clima_guias (
    guia VARCHAR(3) PRIMARY KEY CHECK (guia IN ('I', 'II', 'III')),
    titulo VARCHAR(200) NOT NULL,
    ${cutColumns.replaceAll("NOT NULL", "")}
  )`)
  yield* sql`CREATE TABLE clima_bloques (
    guia VARCHAR(3) NOT NULL REFERENCES clima_guias (guia),
    bloque INTEGER NOT NULL,
    instruccion VARCHAR(300) NOT NULL,
    umbral_si INTEGER,
    PRIMARY KEY (guia, bloque)
  )`
  yield* sql`CREATE TABLE clima_compuertas (
    guia VARCHAR(3) NOT NULL REFERENCES clima_guias (guia),
    compuerta VARCHAR(20) NOT NULL CHECK (compuerta IN ('atiende_clientes', 'es_jefe')),
    pregunta VARCHAR(200) NOT NULL,
    instruccion VARCHAR(300) NOT NULL,
    PRIMARY KEY (guia, compuerta)
  )`
  yield* sql`CREATE TABLE clima_reactivos (
    guia VARCHAR(3) NOT NULL REFERENCES clima_guias (guia),
    numero INTEGER NOT NULL,
    bloque INTEGER NOT NULL,
    texto VARCHAR(300) NOT NULL,
    direccion VARCHAR(7) CHECK (direccion IN ('directo', 'inverso')),
    compuerta VARCHAR(20),
    PRIMARY KEY (guia, numero),
    FOREIGN KEY (guia, bloque) REFERENCES clima_bloques (guia, bloque),
    FOREIGN KEY (guia, compuerta) REFERENCES clima_compuertas (guia, compuerta),
    CHECK ((guia = 'I') = (direccion IS NULL))
  )`
  yield* sql.unsafe(`CREATE TABLE clima_categorias (
    guia VARCHAR(3) NOT NULL REFERENCES clima_guias (guia),
    id_categoria INTEGER NOT NULL,
    n_categoria VARCHAR(100) NOT NULL,
    ${cutColumns},
    PRIMARY KEY (guia, id_categoria)
  )`)
  yield* sql.unsafe(`CREATE TABLE clima_dominios (
    guia VARCHAR(3) NOT NULL,
    id_dominio INTEGER NOT NULL,
    id_categoria INTEGER NOT NULL,
    n_dominio VARCHAR(100) NOT NULL,
    ${cutColumns},
    PRIMARY KEY (guia, id_dominio),
    FOREIGN KEY (guia, id_categoria) REFERENCES clima_categorias (guia, id_categoria)
  )`)
  // An item is in exactly one domain (and, in Guía III, one dimension): the primary key says so.
  yield* sql`CREATE TABLE clima_dominio_reactivos (
    guia VARCHAR(3) NOT NULL,
    numero INTEGER NOT NULL,
    id_dominio INTEGER NOT NULL,
    PRIMARY KEY (guia, numero),
    FOREIGN KEY (guia, numero) REFERENCES clima_reactivos (guia, numero),
    FOREIGN KEY (guia, id_dominio) REFERENCES clima_dominios (guia, id_dominio)
  )`
  yield* sql`CREATE TABLE clima_dimensiones (
    guia VARCHAR(3) NOT NULL REFERENCES clima_guias (guia),
    id_dimension INTEGER NOT NULL,
    n_dimension VARCHAR(100) NOT NULL,
    PRIMARY KEY (guia, id_dimension)
  )`
  yield* sql`CREATE TABLE clima_dimension_reactivos (
    guia VARCHAR(3) NOT NULL,
    numero INTEGER NOT NULL,
    id_dimension INTEGER NOT NULL,
    PRIMARY KEY (guia, numero),
    FOREIGN KEY (guia, numero) REFERENCES clima_reactivos (guia, numero),
    FOREIGN KEY (guia, id_dimension) REFERENCES clima_dimensiones (guia, id_dimension)
  )`

  yield* sql`INSERT INTO clima_guias ${sql.insert({
    guia: "I",
    titulo: "Cuestionario para identificar a los trabajadores que fueron sujetos a acontecimientos traumáticos severos",
    corte_bajo: null,
    corte_medio: null,
    corte_alto: null,
    corte_muy_alto: null,
  })}`
  yield* sql`INSERT INTO clima_bloques ${sql.insert(guiaI.map((s, i) => ({ guia: "I", bloque: i + 1, instruccion: s.titulo, umbral_si: s.umbral })))}`
  yield* sql`INSERT INTO clima_reactivos ${sql.insert(
    guiaI.flatMap((s, i) => s.items.map((item) => ({ guia: "I", numero: item.numero, bloque: i + 1, texto: item.texto, direccion: null, compuerta: null }))),
  )}`

  const seed = (g: Instrument) =>
    Effect.gen(function* () {
      yield* sql`INSERT INTO clima_guias ${sql.insert({ guia: g.guia, titulo: g.titulo, ...cut(g.final) })}`
      yield* sql`INSERT INTO clima_bloques ${sql.insert(g.bloques.map((b, i) => ({ guia: g.guia, bloque: i + 1, instruccion: b.instruccion, umbral_si: null })))}`
      yield* sql`INSERT INTO clima_compuertas ${sql.insert(
        Object.entries(g.compuertas).map(([compuerta, c]) => ({ guia: g.guia, compuerta, pregunta: c.pregunta, instruccion: c.instruccion })),
      )}`
      yield* sql`INSERT INTO clima_reactivos ${sql.insert(
        g.bloques.flatMap((b, i) =>
          b.items.map((item) => ({ guia: g.guia, numero: item.numero, bloque: i + 1, texto: item.texto, direccion: item.direccion, compuerta: item.compuerta ?? null })),
        ),
      )}`
      yield* sql`INSERT INTO clima_categorias ${sql.insert(g.categorias.map((c, i) => ({ guia: g.guia, id_categoria: i + 1, n_categoria: c.nombre, ...cut(c.cortes) })))}`
      const domains = g.categorias.flatMap((c, ci) => c.dominios.map((d) => ({ ...d, id_categoria: ci + 1 })))
      yield* sql`INSERT INTO clima_dominios ${sql.insert(
        domains.map((d, i) => ({ guia: g.guia, id_dominio: i + 1, id_categoria: d.id_categoria, n_dominio: d.nombre, ...cut(d.cortes) })),
      )}`
      yield* sql`INSERT INTO clima_dominio_reactivos ${sql.insert(domains.flatMap((d, i) => d.items.map((numero) => ({ guia: g.guia, numero, id_dominio: i + 1 }))))}`
      if (g.dimensiones.length === 0) return
      yield* sql`INSERT INTO clima_dimensiones ${sql.insert(g.dimensiones.map((d, i) => ({ guia: g.guia, id_dimension: i + 1, n_dimension: d.nombre })))}`
      yield* sql`INSERT INTO clima_dimension_reactivos ${sql.insert(g.dimensiones.flatMap((d, i) => d.items.map((numero) => ({ guia: g.guia, numero, id_dimension: i + 1 }))))}`
    })
  yield* seed(guiaII)
  yield* seed(guiaIII)
})
