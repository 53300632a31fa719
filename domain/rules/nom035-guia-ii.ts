import { type Instrument, numbered, span } from "./nom035-instrument"

// NOM-035-STPS-2018, Guía de referencia II: "Cuestionario para identificar los factores de riesgo
// psicosocial en los centros de trabajo" (centres of 16 to 50 workers). The wording is the DOF's of
// 23-10-2018; the composition (items by category and domain), the reversed items 18–33 and the cut
// points are MODULES-MX §4.1's. Guía II has no dimensions.

const reversed = new Set(span(18, 33))

export const guiaII: Instrument = {
  guia: "II",
  titulo: "Cuestionario para identificar los factores de riesgo psicosocial en los centros de trabajo",
  bloques: [
    {
      instruccion: "Para responder las preguntas siguientes considere las condiciones de su centro de trabajo, así como la cantidad y ritmo de trabajo.",
      items: numbered(
        1,
        [
          "Mi trabajo me exige hacer mucho esfuerzo físico",
          "Me preocupa sufrir un accidente en mi trabajo",
          "Considero que las actividades que realizo son peligrosas",
          "Por la cantidad de trabajo que tengo debo quedarme tiempo adicional a mi turno",
          "Por la cantidad de trabajo que tengo debo trabajar sin parar",
          "Considero que es necesario mantener un ritmo de trabajo acelerado",
          "Mi trabajo exige que esté muy concentrado",
          "Mi trabajo requiere que memorice mucha información",
          "Mi trabajo exige que atienda varios asuntos al mismo tiempo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con las actividades que realiza en su trabajo y las responsabilidades que tiene.",
      items: numbered(
        10,
        [
          "En mi trabajo soy responsable de cosas de mucho valor",
          "Respondo ante mi jefe por los resultados de toda mi área de trabajo",
          "En mi trabajo me dan órdenes contradictorias",
          "Considero que en mi trabajo me piden hacer cosas innecesarias",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con el tiempo destinado a su trabajo y sus responsabilidades familiares.",
      items: numbered(
        14,
        [
          "Trabajo horas extras más de tres veces a la semana",
          "Mi trabajo me exige laborar en días de descanso, festivos o fines de semana",
          "Considero que el tiempo en el trabajo es mucho y perjudica mis actividades familiares o personales",
          "Pienso en las actividades familiares o personales cuando estoy en mi trabajo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con las decisiones que puede tomar en su trabajo.",
      items: numbered(
        18,
        [
          "Mi trabajo permite que desarrolle nuevas habilidades",
          "En mi trabajo puedo aspirar a un mejor puesto",
          "Durante mi jornada de trabajo puedo tomar pausas cuando las necesito",
          "Puedo decidir la velocidad a la que realizo mis actividades en mi trabajo",
          "Puedo cambiar el orden de las actividades que realizo en mi trabajo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con la capacitación e información que recibe sobre su trabajo.",
      items: numbered(
        23,
        [
          "Me informan con claridad cuáles son mis funciones",
          "Me explican claramente los resultados que debo obtener en mi trabajo",
          "Me informan con quién puedo resolver problemas o asuntos de trabajo",
          "Me permiten asistir a capacitaciones relacionadas con mi trabajo",
          "Recibo capacitación útil para hacer mi trabajo",
        ],
        reversed,
      ),
    },
    {
      instruccion: "Las preguntas siguientes se refieren a las relaciones con sus compañeros de trabajo y su jefe.",
      items: numbered(
        28,
        [
          "Mi jefe tiene en cuenta mis puntos de vista y opiniones",
          "Mi jefe ayuda a solucionar los problemas que se presentan en el trabajo",
          "Puedo confiar en mis compañeros de trabajo",
          "Cuando tenemos que realizar trabajo de equipo los compañeros colaboran",
          "Mis compañeros de trabajo me ayudan cuando tengo dificultades",
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
        41,
        [
          "Atiendo clientes o usuarios muy enojados",
          "Mi trabajo me exige atender personas muy necesitadas de ayuda o enfermas",
          "Para hacer mi trabajo debo demostrar sentimientos distintos a los míos",
        ],
        reversed,
        "atiende_clientes",
      ),
    },
    {
      instruccion: "Las preguntas siguientes están relacionadas con las actitudes de los trabajadores que supervisa.",
      items: numbered(44, ["Comunican tarde los asuntos de trabajo", "Dificultan el logro de los resultados del trabajo", "Ignoran las sugerencias para mejorar su trabajo"], reversed, "es_jefe"),
    },
  ],
  compuertas: {
    atiende_clientes: {
      pregunta: "En mi trabajo debo brindar servicio a clientes o usuarios",
      instruccion: "Si su respuesta fue \"Sí\", responda las preguntas siguientes. Si su respuesta fue \"No\" pase a la siguiente sección.",
      items: span(41, 43),
    },
    es_jefe: {
      pregunta: "Soy jefe de otros trabajadores",
      instruccion: "Si su respuesta fue \"Sí\", responda las preguntas siguientes. Si su respuesta fue \"No\", ha concluido el cuestionario.",
      items: span(44, 46),
    },
  },
  categorias: [
    {
      nombre: "Ambiente de trabajo",
      cortes: [3, 5, 7, 9],
      dominios: [{ nombre: "Condiciones en el ambiente de trabajo", cortes: [3, 5, 7, 9], items: span(1, 3) }],
    },
    {
      nombre: "Factores propios de la actividad",
      cortes: [10, 20, 30, 40],
      dominios: [
        { nombre: "Carga de trabajo", cortes: [12, 16, 20, 24], items: [...span(4, 13), ...span(41, 43)] },
        { nombre: "Falta de control sobre el trabajo", cortes: [5, 8, 11, 14], items: [...span(18, 22), 26, 27] },
      ],
    },
    {
      nombre: "Organización del tiempo de trabajo",
      cortes: [4, 6, 9, 12],
      dominios: [
        { nombre: "Jornada de trabajo", cortes: [1, 2, 4, 6], items: [14, 15] },
        { nombre: "Interferencia en la relación trabajo-familia", cortes: [1, 2, 4, 6], items: [16, 17] },
      ],
    },
    {
      nombre: "Liderazgo y relaciones en el trabajo",
      cortes: [10, 18, 28, 38],
      dominios: [
        { nombre: "Liderazgo", cortes: [3, 5, 8, 11], items: [...span(23, 25), 28, 29] },
        { nombre: "Relaciones en el trabajo", cortes: [5, 8, 11, 14], items: [...span(30, 32), ...span(44, 46)] },
        { nombre: "Violencia", cortes: [7, 10, 13, 16], items: span(33, 40) },
      ],
    },
  ],
  dimensiones: [],
  final: [20, 45, 70, 90],
}
