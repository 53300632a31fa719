// The default "Contrato individual de trabajo" of each seeded contract type: every element of
// LFT 25 (I to X) through the placeholders of domain/rules/contract-template.ts. Only the clause
// of the relation's kind and duration (25-II) differs between types; users edit the copy each
// type keeps in Catálogo de contratos.

/** The seeded types: key, name, SAT code, default days, trial period allowed, clause of 25-II. */
export interface SeededContractType {
  readonly id: string
  readonly name: string
  readonly sat: string
  readonly days: number | null
  readonly probation: boolean
  readonly clause: string
}

export const seededContractTypes: ReadonlyArray<SeededContractType> = [
  {
    id: "IND",
    name: "Indeterminado",
    sat: "01",
    days: null,
    probation: true,
    clause:
      "La relación de trabajo es por tiempo indeterminado a partir del {f_inicio} (LFT 35) y, en su caso, queda sujeta a un periodo de prueba de {dias_prueba} días, al término del cual, si el trabajador no acredita los requisitos y conocimientos necesarios, el patrón podrá darla por terminada sin responsabilidad, oída la opinión de la Comisión Mixta de Productividad, Capacitación y Adiestramiento (LFT 39-A).",
  },
  {
    id: "OBRA",
    name: "Obra determinada",
    sat: "02",
    days: null,
    probation: false,
    clause:
      "La relación de trabajo es por obra determinada, porque así lo exige su naturaleza (LFT 36): inicia el {f_inicio} y termina al concluir la obra descrita en la cláusula de servicios, prevista para el {f_fin}. Si subsiste la materia del trabajo, la relación quedará prorrogada por todo el tiempo que perdure dicha circunstancia (LFT 39).",
  },
  {
    id: "TIEMPO",
    name: "Tiempo determinado",
    sat: "03",
    days: 90,
    probation: false,
    clause:
      "La relación de trabajo es por tiempo determinado, en alguno de los casos del artículo 37 de la LFT: inicia el {f_inicio} y termina el {f_fin}. Si vencido el término subsiste la materia del trabajo, la relación quedará prorrogada por todo el tiempo que perdure dicha circunstancia (LFT 39).",
  },
  {
    id: "TEMPORADA",
    name: "Temporada",
    sat: "04",
    days: null,
    probation: false,
    clause:
      "La relación de trabajo es por temporada (LFT 35): el trabajador prestará sus servicios durante la temporada que inicia el {f_inicio} y termina el {f_fin}, y conserva su derecho a ser llamado en las temporadas siguientes.",
  },
  {
    id: "PRUEBA",
    name: "Periodo de prueba",
    sat: "05",
    days: 30,
    probation: false,
    clause:
      "La relación de trabajo se sujeta a un periodo de prueba de {dias_prueba} días naturales, del {f_inicio} al {f_fin}, para verificar que el trabajador cumple los requisitos y conocimientos que exige el trabajo. El periodo no puede prorrogarse ni repetirse (LFT 39-A y 39-D); si el trabajador no los acredita, el patrón podrá darla por terminada sin responsabilidad, oída la opinión de la Comisión Mixta.",
  },
  {
    id: "CAPACITA",
    name: "Capacitación inicial",
    sat: "06",
    days: 90,
    probation: false,
    clause:
      "La relación de trabajo es de capacitación inicial, del {f_inicio} al {f_fin}, para que el trabajador adquiera los conocimientos y habilidades necesarios para la actividad que prestará (LFT 39-B). El periodo no puede prorrogarse ni repetirse (LFT 39-D); si al término el trabajador no acredita la competencia requerida, el patrón podrá darla por terminada sin responsabilidad, oída la opinión de la Comisión Mixta.",
  },
]

/** The template of a type: the declarations, its 25-II clause, then the clauses every contract carries. */
export const defaultContractTemplate = (clause: string): string =>
  [
    "CONTRATO INDIVIDUAL DE TRABAJO",
    "Contrato individual de trabajo que celebran, por una parte, {n_empresa}, con RFC {rfc_empresa} y domicilio en {domicilio_empresa}, representada en este acto por {representante}, a quien en lo sucesivo se le denominará «el patrón», y por la otra {n_empleado}, a quien en lo sucesivo se le denominará «el trabajador», al tenor de las siguientes declaraciones y cláusulas.",
    "DECLARACIONES",
    "I. Declara el patrón ser una persona legalmente constituida conforme a las leyes mexicanas, con RFC {rfc_empresa}, y tener su domicilio en {domicilio_empresa}.",
    "II. Declara el trabajador llamarse {n_empleado}, ser de nacionalidad {nacionalidad}, de {edad} años de edad, de sexo {sexo}, de estado civil {estado_civil}, con CURP {curp}, RFC {rfc_empleado} y domicilio en {domicilio}, y contar con los conocimientos y aptitudes para desempeñar el puesto de {n_puesto}.",
    "CLÁUSULAS",
    `PRIMERA. Duración. ${clause}`,
    "SEGUNDA. Servicios. El trabajador prestará sus servicios personales y subordinados en el puesto de {n_puesto}, con las funciones siguientes: {funciones}.",
    "TERCERA. Lugar. El trabajo se prestará en {lugar}, o en el lugar que el patrón le indique dentro de la misma localidad.",
    "CUARTA. Jornada. La jornada de trabajo será {jornada}, con el horario {horario}, sin exceder los máximos legales (LFT 58 a 68); el trabajador disfrutará de un descanso de media hora por lo menos durante la jornada continua.",
    "QUINTA. Salario. El trabajador percibirá un salario diario de {salario_diario}, que se le pagará {forma_pago}, los días {dia_pago}, en el lugar donde presta sus servicios, con las deducciones que las leyes autorizan.",
    "SEXTA. Capacitación. El trabajador será capacitado y adiestrado conforme a los planes y programas que el patrón establezca, en los términos del capítulo III Bis del título cuarto de la LFT.",
    "SÉPTIMA. Descansos y vacaciones. Por cada seis días de trabajo el trabajador disfrutará de un día de descanso con goce de salario íntegro, preferentemente en domingo; disfrutará además de los días de descanso obligatorio del artículo 74 de la LFT y de vacaciones pagadas con su prima del 25 % conforme a los artículos 76 a 80 de la LFT, y percibirá un aguinaldo anual de quince días de salario por lo menos (LFT 87).",
    "OCTAVA. Beneficiarios. Para el pago de los salarios y prestaciones devengados y no cobrados en caso de fallecimiento o desaparición, el trabajador designa como beneficiarios a: {beneficiarios} (LFT 25-X y 501).",
    "NOVENA. Lo no previsto en este contrato se regirá por la Ley Federal del Trabajo y el reglamento interior de trabajo. Leído que fue, las partes lo firman por duplicado, quedando un ejemplar en poder de cada una (LFT 24).",
    "{representante}\nPor el patrón, {n_empresa}",
    "{n_empleado}\nEl trabajador",
  ].join("\n\n")
