import { type Instrument, numbered, span } from "./nom035-instrument"

// NOM-035-STPS-2018, Guía de referencia III: "Cuestionario para identificar los factores de riesgo
// psicosocial y evaluar el entorno organizacional en los centros de trabajo" (centres of more than
// 50 workers). The wording is the DOF's of 23-10-2018; the composition (Tabla 5 items by category,
// domain and dimension), the reversed items (Tabla 3) and the cut points (Tabla 6 and 7) are
// MODULES-MX §4.1's.

const reversed = new Set([1, 4, ...span(23, 28), ...span(30, 53), 55, 56, 57])

export const guiaIII: Instrument = {
  guia: "III",
  titulo: "Cuestionario para identificar los factores de riesgo psicosocial y evaluar el entorno organizacional en los centros de trabajo",
  bloques: [
    {
      instruccion: "Para responder las preguntas siguientes considere las condiciones ambientales de su centro de trabajo.",
      items: numbered(
        1,
        [
          "El espacio donde trabajo me permite realizar mis actividades de manera segura e higiénica",
          "Mi trabajo me exige hacer mucho esfuerzo físico",
          "Me preocupa sufrir un accidente en mi trabajo",
          "Considero que en mi trabajo se aplican las normas de seguridad y salud en el trabajo",
          "Considero que las actividades que realizo son peligrosas",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Para responder a las preguntas siguientes piense en la cantidad y ritmo de trabajo que tiene.",
      items: numbered(
        6,
        [
          "Por la cantidad de trabajo que tengo debo quedarme tiempo adicional a mi turno",
          "Por la cantidad de trabajo que tengo debo trabajar sin parar",
          "Considero que es necesario mantener un ritmo de trabajo acelerado",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con el esfuerzo mental que le exige su trabajo.",
      items: numbered(
        9,
        [
          "Mi trabajo exige que esté muy concentrado",
          "Mi trabajo requiere que memorice mucha información",
          "En mi trabajo tengo que tomar decisiones difíciles muy rápido",
          "Mi trabajo exige que atienda varios asuntos al mismo tiempo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con las actividades que realiza en su trabajo y las responsabilidades que tiene.",
      items: numbered(
        13,
        [
          "En mi trabajo soy responsable de cosas de mucho valor",
          "Respondo ante mi jefe por los resultados de toda mi área de trabajo",
          "En el trabajo me dan órdenes contradictorias",
          "Considero que en mi trabajo me piden hacer cosas innecesarias",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con su jornada de trabajo.",
      items: numbered(
        17,
        [
          "Trabajo horas extras más de tres veces a la semana",
          "Mi trabajo me exige laborar en días de descanso, festivos o fines de semana",
          "Considero que el tiempo en el trabajo es mucho y perjudica mis actividades familiares o personales",
          "Debo atender asuntos de trabajo cuando estoy en casa",
          "Pienso en las actividades familiares o personales cuando estoy en mi trabajo",
          "Pienso que mis responsabilidades familiares afectan mi trabajo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con las decisiones que puede tomar en su trabajo.",
      items: numbered(
        23,
        [
          "Mi trabajo permite que desarrolle nuevas habilidades",
          "En mi trabajo puedo aspirar a un mejor puesto",
          "Durante mi jornada de trabajo puedo tomar pausas cuando las necesito",
          "Puedo decidir cuánto trabajo realizo durante la jornada laboral",
          "Puedo decidir la velocidad a la que realizo mis actividades en mi trabajo",
          "Puedo cambiar el orden de las actividades que realizo en mi trabajo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con cualquier tipo de cambio que ocurra en su trabajo (considere los últimos cambios realizados).",
      items: numbered(29, ["Los cambios que se presentan en mi trabajo dificultan mi labor", "Cuando se presentan cambios en mi trabajo se tienen en cuenta mis ideas o aportaciones"], reversed),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con la capacitación e información que se le proporciona sobre su trabajo.",
      items: numbered(
        31,
        [
          "Me informan con claridad cuáles son mis funciones",
          "Me explican claramente los resultados que debo obtener en mi trabajo",
          "Me explican claramente los objetivos de mi trabajo",
          "Me informan con quién puedo resolver problemas o asuntos de trabajo",
          "Me permiten asistir a capacitaciones relacionadas con mi trabajo",
          "Recibo capacitación útil para hacer mi trabajo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con el o los jefes con quien tiene contacto.",
      items: numbered(
        37,
        [
          "Mi jefe ayuda a organizar mejor el trabajo",
          "Mi jefe tiene en cuenta mis puntos de vista y opiniones",
          "Mi jefe me comunica a tiempo la información relacionada con el trabajo",
          "La orientación que me da mi jefe me ayuda a realizar mejor mi trabajo",
          "Mi jefe ayuda a solucionar los problemas que se presentan en el trabajo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes se refieren a las relaciones con sus compañeros.",
      items: numbered(
        42,
        [
          "Puedo confiar en mis compañeros de trabajo",
          "Entre compañeros solucionamos los problemas de trabajo de forma respetuosa",
          "En mi trabajo me hacen sentir parte del grupo",
          "Cuando tenemos que realizar trabajo de equipo los compañeros colaboran",
          "Mis compañeros de trabajo me ayudan cuando tengo dificultades",
        ],
        reversed,
      ),
    },
    {
      instruccion:
        "Las preguntas siguientes están relacionadas con la información que recibe sobre su rendimiento en el trabajo, el reconocimiento, el sentido de pertenencia y la estabilidad que le ofrece su trabajo.",
      items: numbered(
        47,
        [
          "Me informan sobre lo que hago bien en mi trabajo",
          "La forma como evalúan mi trabajo en mi centro de trabajo me ayuda a mejorar mi desempeño",
          "En mi centro de trabajo me pagan a tiempo mi salario",
          "El pago que recibo es el que merezco por el trabajo que realizo",
          "Si obtengo los resultados esperados en mi trabajo me recompensan o reconocen",
          "Las personas que hacen bien el trabajo pueden crecer laboralmente",
          "Considero que mi trabajo es estable",
          "En mi trabajo existe continua rotación de personal",
          "Siento orgullo de laborar en este centro de trabajo",
          "Me siento comprometido con mi trabajo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con actos de violencia laboral (malos tratos, acoso, hostigamiento, acoso psicológico).",
      items: numbered(
        57,
        [
          "En mi trabajo puedo expresarme libremente sin interrupciones",
          "Recibo críticas constantes a mi persona y/o trabajo",
          "Recibo burlas, calumnias, difamaciones, humillaciones o ridiculizaciones",
          "Se ignora mi presencia o se me excluye de las reuniones de trabajo y en la toma de decisiones",
          "Se manipulan las situaciones de trabajo para hacerme parecer un mal trabajador",
          "Se ignoran mis éxitos laborales y se atribuyen a otros trabajadores",
          "Me bloquean o impiden las oportunidades que tengo para obtener ascenso o mejora en mi trabajo",
          "He presenciado actos de violencia en mi centro de trabajo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con la atención a clientes y usuarios.",
      items: numbered(
        65,
        [
          "Atiendo clientes o usuarios muy enojados",
          "Mi trabajo me exige atender personas muy necesitadas de ayuda o enfermas",
          "Para hacer mi trabajo debo demostrar sentimientos distintos a los míos",
          "Mi trabajo me exige atender situaciones de violencia",
        ],
        reversed,
        "atiende_clientes",
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con las actitudes de las personas que supervisa.",
      items: numbered(
        69,
        ["Comunican tarde los asuntos de trabajo", "Dificultan el logro de los resultados del trabajo", "Cooperan poco cuando se necesita", "Ignoran las sugerencias para mejorar su trabajo"],
        reversed,
        "es_jefe",
      ),
    },
  ],
  compuertas: {
    atiende_clientes: {
      pregunta: "En mi trabajo debo brindar servicio a clientes o usuarios",
      instruccion: "Si su respuesta fue \"Sí\", responda las preguntas siguientes. Si su respuesta fue \"No\" pase a la siguiente sección.",
      items: span(65, 68),
    },
    es_jefe: {
      pregunta: "Soy jefe de otros trabajadores",
      instruccion: "Si su respuesta fue \"Sí\", responda las preguntas siguientes. Si su respuesta fue \"No\", ha concluido el cuestionario.",
      items: span(69, 72),
    },
  },
  categorias: [
    {
      nombre: "Ambiente de trabajo",
      cortes: [5, 9, 11, 14],
      dominios: [{ nombre: "Condiciones en el ambiente de trabajo", cortes: [5, 9, 11, 14], items: span(1, 5) }],
    },
    {
      nombre: "Factores propios de la actividad",
      cortes: [15, 30, 45, 60],
      dominios: [
        { nombre: "Carga de trabajo", cortes: [15, 21, 27, 37], items: [...span(6, 16), ...span(65, 68)] },
        { nombre: "Falta de control sobre el trabajo", cortes: [11, 16, 21, 25], items: [...span(23, 30), 35, 36] },
      ],
    },
    {
      nombre: "Organización del tiempo de trabajo",
      cortes: [5, 7, 10, 13],
      dominios: [
        { nombre: "Jornada de trabajo", cortes: [1, 2, 4, 6], items: [17, 18] },
        { nombre: "Interferencia en la relación trabajo-familia", cortes: [4, 6, 8, 10], items: span(19, 22) },
      ],
    },
    {
      nombre: "Liderazgo y relaciones en el trabajo",
      cortes: [14, 29, 42, 58],
      dominios: [
        { nombre: "Liderazgo", cortes: [9, 12, 16, 20], items: [...span(31, 34), ...span(37, 41)] },
        { nombre: "Relaciones en el trabajo", cortes: [10, 13, 17, 21], items: [...span(42, 46), ...span(69, 72)] },
        { nombre: "Violencia", cortes: [7, 10, 13, 16], items: span(57, 64) },
      ],
    },
    {
      nombre: "Entorno organizacional",
      cortes: [10, 14, 18, 23],
      dominios: [
        { nombre: "Reconocimiento del desempeño", cortes: [6, 10, 14, 18], items: span(47, 52) },
        { nombre: "Insuficiente sentido de pertenencia e inestabilidad", cortes: [4, 6, 8, 10], items: span(53, 56) },
      ],
    },
  ],
  dimensiones: [
    { nombre: "Condiciones peligrosas e inseguras", items: [1, 3] },
    { nombre: "Condiciones deficientes e insalubres", items: [2, 4] },
    { nombre: "Trabajos peligrosos", items: [5] },
    { nombre: "Cargas cuantitativas", items: [6, 12] },
    { nombre: "Ritmos de trabajo acelerado", items: [7, 8] },
    { nombre: "Carga mental", items: span(9, 11) },
    { nombre: "Cargas psicológicas emocionales", items: span(65, 68) },
    { nombre: "Cargas de alta responsabilidad", items: [13, 14] },
    { nombre: "Cargas contradictorias o inconsistentes", items: [15, 16] },
    { nombre: "Falta de control y autonomía sobre el trabajo", items: span(25, 28) },
    { nombre: "Limitada o nula posibilidad de desarrollo", items: [23, 24] },
    { nombre: "Insuficiente participación y manejo del cambio", items: [29, 30] },
    { nombre: "Limitada o inexistente capacitación", items: [35, 36] },
    { nombre: "Jornadas de trabajo extensas", items: [17, 18] },
    { nombre: "Influencia del trabajo fuera del centro laboral", items: [19, 20] },
    { nombre: "Influencia de las responsabilidades familiares", items: [21, 22] },
    { nombre: "Escasa claridad de funciones", items: span(31, 34) },
    { nombre: "Características del liderazgo", items: span(37, 41) },
    { nombre: "Relaciones sociales en el trabajo", items: span(42, 46) },
    { nombre: "Deficiente relación con los colaboradores que supervisa", items: span(69, 72) },
    { nombre: "Violencia laboral", items: span(57, 64) },
    { nombre: "Escasa o nula retroalimentación del desempeño", items: [47, 48] },
    { nombre: "Escaso o nulo reconocimiento y compensación", items: span(49, 52) },
    { nombre: "Limitado sentido de pertenencia", items: [55, 56] },
    { nombre: "Inestabilidad laboral", items: [53, 54] },
  ],
  final: [50, 75, 99, 140],
}
