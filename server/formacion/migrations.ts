// formacion's migrations, apart from its manifest (the migrating process must not load the
// module's handlers with them), each imported only when it has yet to run (server/db/migrate.ts).
export const formacionMigrations = {
  "0235_formacion_catalogos": () => import("../db/migrations/0235_formacion_catalogos"),
  "0236_agentes_instructores": () => import("../db/migrations/0236_agentes_instructores"),
  "0237_catalogos_dc3": () => import("../db/migrations/0237_catalogos_dc3"),
  "0238_niveles_puesto_formacion": () => import("../db/migrations/0238_niveles_puesto_formacion"),
  "0239_puestos_ocupacion_cno": () => import("../db/migrations/0239_puestos_ocupacion_cno"),
  "0240_proyectos_dnc": () => import("../db/migrations/0240_proyectos_dnc"),
  "0245_proyectos_formacion": () => import("../db/migrations/0245_proyectos_formacion"),
  "0246_asistencias_formacion": () => import("../db/migrations/0246_asistencias_formacion"),
  "0250_proyectos_formacion_dnc": () => import("../db/migrations/0250_proyectos_formacion_dnc"),
  "0255_presupuestos_formacion": () => import("../db/migrations/0255_presupuestos_formacion"),
  "0260_constancias_dc3": () => import("../db/migrations/0260_constancias_dc3"),
  "0261_empresas_comision_mixta": () => import("../db/migrations/0261_empresas_comision_mixta"),
  "0265_encuestas_opinion": () => import("../db/migrations/0265_encuestas_opinion"),
  "0266_mejores_practicas": () => import("../db/migrations/0266_mejores_practicas"),
  "0270_formacion_reportes": () => import("../db/migrations/0270_formacion_reportes"),
  "0295_formacion_reportes_escala": () => import("../db/migrations/0295_formacion_reportes_escala"),
  "0298_constancias_dc3_hechos": () => import("../db/migrations/0298_constancias_dc3_hechos"),
  "0299_encuestas_opinion_secciones": () => import("../db/migrations/0299_encuestas_opinion_secciones"),
}
