// A CON210 draft the contratos API tests save: an obra of 2026 for the person and their puesto,
// with every LFT 25 element filled; a test overrides what it is about.

type Body = Record<string, unknown>

export const contractDraft = (p: { readonly id_empleado: number; readonly id_puesto: string }, extra: Body = {}): Body => ({
  id_empleado: p.id_empleado,
  id_tipo_contrato: "OBRA",
  f_inicio: "2026-01-01",
  f_fin: "2026-12-31",
  causa_art37: null,
  id_empleado_sustituido: null,
  dias_prueba: null,
  meses_capacitacion: null,
  id_puesto: p.id_puesto,
  salario_diario: 500,
  id_tipo_jornada: "01",
  horario: "Lunes a viernes de 9:00 a 18:00",
  lugar_prestacion: "Planta León",
  funciones: "Las del puesto",
  beneficiarios: [{ nombre: "Ana Ruiz Soto", parentesco: "Cónyuge", porcentaje: 100 }],
  ...extra,
})
