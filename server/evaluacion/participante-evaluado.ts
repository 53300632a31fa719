// When a participant of an evaluation cycle counts as evaluated (MODULES-MX §5, EVA150's Avance %).
// The judgement is kept in eva_participantes.evaluado by triggers (0321) on every table this rule
// reads, each judging its participants again with this same predicate, so no write (EVA200's sheet
// states, 360 answers, operative answers, evaluators added or removed, the cycle's type) leaves it
// stale. Every component of the cycle is done:
// - objectives (an Objetivos cycle, or an Integral one weighing them): their sheet is Evaluado,
//   Calibrado or Firmado;
// - 360 (a 360 or Integral cycle with its instrument): they have evaluators and every one answered
//   (nobody to answer is not "all answered": HR still has evaluators to assign);
// - operative: the operative evaluation they have, if any, is answered (only operative puestos
//   get one).
// A participant stored as 'Evaluado' (a later page may close them by hand) counts too. One SQL
// predicate over the participant alias `pa` and the project alias `p`, each part an indexed EXISTS.
// 0321's triggers were written with this predicate as it stood: a change to the rule needs a
// migration that makes them again and judges every participant anew.

export const evaluatedParticipantSql = (pa: string, p: string): string => `(${pa}.estado = 'Evaluado' OR (
  (NOT (${p}.tipo = 'Objetivos' OR (${p}.tipo = 'Integral' AND ${p}.peso_objetivos > 0))
    OR EXISTS (SELECT 1 FROM eva_hojas_objetivos ho WHERE ho.id_proyecto = ${pa}.id_proyecto AND ho.id_empleado = ${pa}.id_empleado
      AND ho.estado_evaluacion IN ('Evaluado', 'Calibrado', 'Firmado')))
  AND (${p}.tipo NOT IN ('360', 'Integral') OR ${p}.id_encuesta_360 IS NULL OR (
    EXISTS (SELECT 1 FROM eva_asignaciones_evaluador ae WHERE ae.id_proyecto = ${pa}.id_proyecto AND ae.id_evaluado = ${pa}.id_empleado)
    AND NOT EXISTS (SELECT 1 FROM eva_asignaciones_evaluador ae LEFT JOIN eva_respuestas re ON re.id_asignacion_evaluador = ae.id_asignacion_evaluador
      WHERE ae.id_proyecto = ${pa}.id_proyecto AND ae.id_evaluado = ${pa}.id_empleado AND re.f_respuesta IS NULL)))
  AND NOT EXISTS (SELECT 1 FROM eva_evaluaciones_operativas eo WHERE eo.id_proyecto = ${pa}.id_proyecto AND eo.id_evaluado = ${pa}.id_empleado
    AND eo.f_respuesta IS NULL)))`
