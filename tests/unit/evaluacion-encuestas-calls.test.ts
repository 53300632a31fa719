import { describe, expect, it } from "vitest"
import { emptySectionProblem, nextVersion, questionsProblem, scaleProblem } from "../../domain/evaluacion/encuestas-rules"
import { duplicateValues, previewOf } from "../../machines/evaluacion/encuestas-calls"

// Encuestas (EVA100): the builder's rules without the database, "Duplicar"'s form values and the
// preview's grouping of questions by section.

const stored = {
  id_encuesta: 4,
  clave: "360-GEN",
  version: 2,
  n_encuesta: "Evaluación 360",
  tipo: "360",
  instrucciones: null,
  escala_1: "Nunca",
  escala_2: "Rara vez",
  escala_3: "A veces",
  escala_4: "Casi siempre",
  escala_5: "Siempre",
  activo: "0",
  num_preguntas: 3,
  secciones: [{ titulo: "Liderazgo" }, { titulo: "Comentarios" }],
  preguntas: [
    { seccion: 1, texto: "Comunica", tipo: "Escala", id_competencia: 3, obligatoria: "1", peso: 2 },
    { seccion: 2, texto: "¿Qué mejoraría?", tipo: "Abierta", id_competencia: null, obligatoria: "0", peso: 0 },
    { seccion: 1, texto: "Delega", tipo: "Escala", id_competencia: 4, obligatoria: "1", peso: 1 },
  ],
}

describe("the builder's rules", () => {
  it("numbers versions past the highest stored", () => {
    expect(nextVersion([])).toBe(1)
    expect(nextVersion([1, 3, 2])).toBe(4)
  })
  it("wants each question in a section that exists and each section with a question", () => {
    expect(questionsProblem([{ titulo: "A" }], [{ seccion: 1 }, { seccion: 2 }])).toBe("La pregunta 2 indica la sección 2, que no existe")
    expect(questionsProblem([{ titulo: "A" }], [{ seccion: 1 }])).toBeUndefined()
    expect(emptySectionProblem([{ titulo: "A" }, { titulo: "B" }], [{ seccion: 1 }])).toBe("La sección «B» no tiene preguntas")
    expect(emptySectionProblem([{ titulo: "A" }], [{ seccion: 1 }])).toBeUndefined()
  })
  it("wants a scale question in a 360 or operative instrument only", () => {
    expect(scaleProblem("360", [{ tipo: "Abierta" }])).toBe("Una encuesta 360 u operativa necesita al menos una pregunta de escala")
    expect(scaleProblem("Operativa", [{ tipo: "Sí-No" }, { tipo: "Escala" }])).toBeUndefined()
    expect(scaleProblem("Libre", [{ tipo: "Abierta" }])).toBeUndefined()
  })
})

describe("Duplicar and Vista previa", () => {
  it("copies the instrument's writable values, never its folio, version or state", () => {
    const values = duplicateValues(stored)
    expect(values).toMatchObject({ clave: "360-GEN", n_encuesta: "Evaluación 360", tipo: "360", escala_5: "Siempre" })
    expect(values.preguntas).toHaveLength(3)
    for (const derived of ["id_encuesta", "version", "activo", "num_preguntas"]) expect(values).not.toHaveProperty(derived)
  })
  it("groups the questions under their sections, numbered across the instrument", () => {
    const preview = previewOf(stored)
    expect(preview.titulo).toBe("Evaluación 360 (versión 2)")
    expect(preview.escala[0]).toBe("1 Nunca")
    expect(preview.secciones.map((s) => [s.numero, s.titulo, s.preguntas.map((q) => q.numero)])).toEqual([
      [1, "Liderazgo", [1, 3]],
      [2, "Comentarios", [2]],
    ])
  })
})
