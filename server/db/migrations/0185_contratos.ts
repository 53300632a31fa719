import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { causaArt37Choices, storedContractStates } from "../../../domain/contratos/gestion-contratos-vocabulary"

// Gestión de contratos (CON210, MODULES-MX §2): an employee's contracts and their beneficiaries.
//
// - id_contrato is the folio CT-{empresa}-{año}-{consecutivo} (the document service's counter of
//   0081, series CT), drawn from the person's company and f_inicio's year; id_empresa keeps that
//   company even if the person moves later.
// - id_tipo_contrato names a type of the CON100 catalogue (catalogo_contratos, 0180), whose
//   c_tipo_contrato is the SAT code the rules read (03 needs the LFT 37 cause, 06 the months of
//   initial training, 02 to 06 an end date).
// - estado stores Borrador, Vigente, Renovado, Terminado or Cancelado; Por vencer and Vencido are
//   read from the dates. A renewal or a conversion stores the new contract with the previous one's
//   folio and the count of renewals; two Vigente contracts of one person never share a day (the
//   hooks judge; the CHECKs keep the values sane).

const list = (values: ReadonlyArray<string>): string => values.map((v) => `'${v}'`).join(", ")

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`CREATE TABLE contratos (
    id_contrato VARCHAR(30) PRIMARY KEY,
    id_empleado INTEGER NOT NULL REFERENCES empleados (id_empleado),
    id_empresa INTEGER NOT NULL REFERENCES empresas (id_empresa),
    id_tipo_contrato VARCHAR(10) NOT NULL REFERENCES catalogo_contratos (id_tipo_contrato),
    f_inicio DATE NOT NULL,
    f_fin DATE,
    causa_art37 VARCHAR(12) CHECK (causa_art37 IS NULL OR causa_art37 IN (${list(causaArt37Choices.map((c) => c.id))})),
    id_empleado_sustituido INTEGER REFERENCES empleados (id_empleado),
    dias_prueba INTEGER CHECK (dias_prueba IS NULL OR dias_prueba BETWEEN 1 AND 180),
    meses_capacitacion INTEGER CHECK (meses_capacitacion IS NULL OR meses_capacitacion BETWEEN 1 AND 6),
    id_puesto VARCHAR(10) NOT NULL REFERENCES puestos (id_puesto),
    salario_diario NUMERIC(12, 2) NOT NULL CHECK (salario_diario > 0),
    id_tipo_jornada CHAR(2) NOT NULL REFERENCES tipos_jornada (id_tipo_jornada),
    horario VARCHAR(200) NOT NULL,
    lugar_prestacion VARCHAR(250) NOT NULL,
    funciones VARCHAR(2000) NOT NULL,
    id_contrato_anterior VARCHAR(30) REFERENCES contratos (id_contrato),
    num_renovacion INTEGER NOT NULL DEFAULT 0 CHECK (num_renovacion >= 0),
    firmado CHAR(1) NOT NULL DEFAULT '0' CHECK (firmado IN ('1', '0')),
    archivo_firmado VARCHAR(100),
    estado VARCHAR(12) NOT NULL DEFAULT 'Borrador' CHECK (estado IN (${list(storedContractStates)})),
    f_terminacion DATE,
    id_movimiento_baja INTEGER REFERENCES movimientos_personal (id_movimiento),
    motivo_terminacion VARCHAR(500),
    id_usuario_alta VARCHAR(50),
    f_alta VARCHAR(30),
    f_modificacion VARCHAR(30),
    CHECK (f_fin IS NULL OR f_fin > f_inicio),
    CHECK (causa_art37 = 'SUSTITUCION' OR id_empleado_sustituido IS NULL),
    CHECK (estado <> 'Terminado' OR f_terminacion IS NOT NULL)
  )`)
  // One person's contracts (the overlap and LFT 39-D rules, their history), the list's default
  // order, and the expiry job's range of Vigente contracts by end.
  yield* sql`CREATE INDEX contratos_empleado ON contratos (id_empleado, estado, f_inicio)`
  yield* sql`CREATE INDEX contratos_inicio ON contratos (f_inicio, id_contrato)`
  yield* sql`CREATE INDEX contratos_vencimiento ON contratos (estado, f_fin)`
  // A contract is renewed or converted once: the previous one names one successor.
  yield* sql`CREATE UNIQUE INDEX contratos_anterior ON contratos (id_contrato_anterior)`

  yield* sql`CREATE TABLE contratos_beneficiarios (
    id_contrato VARCHAR(30) NOT NULL REFERENCES contratos (id_contrato),
    orden INTEGER NOT NULL,
    nombre VARCHAR(150) NOT NULL,
    parentesco VARCHAR(50) NOT NULL,
    porcentaje NUMERIC(5, 2) NOT NULL CHECK (porcentaje > 0 AND porcentaje <= 100),
    PRIMARY KEY (id_contrato, orden)
  )`
})
