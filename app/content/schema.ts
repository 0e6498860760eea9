import { z } from "zod";

import { CAT_AGENT_SLUG } from "../contracts/demo-agents.mjs";

/*
 * The one schema of what the site owner edits: the JSON files in `app/content/data/`. The build
 * checks every file against it (`check-content.ts`, called by vite.config.ts), the editor at
 * /admin/ is generated from it (admin/cms-config.ts), and the components' types come from it.
 * Keys are declared in the order the files keep them: the editor writes them in this order.
 * `title` is a field's label in the editor and `description` its hint, both in Spanish. `{marca}`
 * in a text stands for the site name (load.ts).
 */

/** Braces only around the site name: `{marka}` is a typo that would reach visitors. */
const PLACEHOLDER_RULE = /^(?:[^{}]|\{marca\})*$/;

type Field = { label: string; hint: string };

const meta = ({ label, hint }: Field, extra: Record<string, unknown> = {}) => ({
  title: label,
  description: hint,
  ...extra,
});

/** A line of copy: not empty, braces only around `{marca}`. */
const line = (field: Field) =>
  z
    .string()
    .min(1, "must not be empty")
    .regex(PLACEHOLDER_RULE, "braces only around {marca}")
    .meta(meta(field, { patternHint: "Entre llaves solo puede ir {marca}." }));

/** A paragraph: as a line, edited in a larger box. */
const paragraph = (field: Field) => line(field).meta(meta(field, { multiline: true }));

const list = <T extends z.ZodType>(item: T, field: Field) => z.array(item).min(1).meta(meta(field));

/** A list that may be empty, or left out: the editor does not write an empty optional list. */
const optionalList = <T extends z.ZodType>(item: T, field: Field) =>
  z.array(item).default([]).meta(meta(field));

const group = <T extends z.ZodRawShape>(shape: T, field: Field) => z.strictObject(shape).meta(meta(field));

const choice = <T extends readonly [string, ...string[]]>(values: T, field: Field) =>
  z.enum(values).meta(meta(field));

const figure = group(
  {
    value: line({ label: "Cifra", hint: "Lo que se lee grande: «90%», «15 → 2», «+120K»." }),
    label: line({
      label: "Qué mide",
      hint: "La frase que explica la cifra, en minúscula: «menos reclamos».",
    }),
  },
  { label: "Cifra", hint: "Un resultado medido." },
);

const pageMeta = group(
  {
    title: line({
      label: "Título de la página",
      hint: "El de la pestaña del navegador, los buscadores y la imagen al compartir. {marca} es el nombre del sitio.",
    }),
    description: paragraph({
      label: "Descripción",
      hint: "El resumen que muestran los buscadores y las redes al compartir la página: una o dos frases, unas 150 letras.",
    }),
  },
  { label: "Buscadores y redes", hint: "Cómo aparece la página en Google y al compartirla." },
);

export const ICONS = {
  feature: ["brain", "database", "voice", "messages"],
  service: ["voice", "pharma", "university", "retail"],
  case: ["logistics", "lab", "university"],
  industry: ["sales", "support", "collections", "surveys"],
  instruction: ["phone", "ear", "message", "phone-off"],
  caseImage: ["medical-platform"],
} as const;

const iconHint = "El dibujo que acompaña al texto.";

/** A section's heading: its title and the paragraph under it. */
const heading = (titleHint = "El de la sección.") => ({
  title: line({ label: "Título", hint: titleHint }),
  intro: paragraph({ label: "Introducción", hint: "Bajo el título." }),
});

const contactButton = line({ label: "Botón", hint: "Lleva a la sección de contacto." });

/** How the editor names each choice of a select, in Spanish. */
export const CHOICE_LABELS: Record<string, string> = {
  brain: "Cerebro (IA)",
  database: "Base de datos (CRM)",
  voice: "Voz",
  messages: "Mensajes",
  pharma: "Farmacia",
  university: "Universidad",
  retail: "Comercio",
  logistics: "Logística (camión)",
  lab: "Laboratorio",
  sales: "Ventas",
  support: "Atención al cliente",
  collections: "Cobranzas",
  surveys: "Encuestas",
  phone: "Teléfono",
  ear: "Oído",
  message: "Mensaje",
  "phone-off": "Cortar la llamada",
  "medical-platform": "Plataforma para estudiantes de medicina",
  assistant: "El agente",
  user: "La persona que llama",
};

const serviceDetails = group(
  {
    detailedContent: paragraph({ label: "Descripción completa", hint: "El primer párrafo de la ventana." }),
    features: list(line({ label: "Característica", hint: "Una frase corta." }), {
      label: "Características clave",
      hint: "La lista con tildes verdes.",
    }),
    caseStudies: optionalList(
      group(
        {
          title: line({ label: "Cliente", hint: "Quién: «Laboratorio clínico»." }),
          result: line({ label: "Resultado", hint: "Lo que logró, con su cifra." }),
        },
        { label: "Caso", hint: "Un resultado de un cliente." },
      ),
      {
        label: "Casos de éxito",
        hint: "Sin casos, la ventana invita a ser de los primeros.",
      },
    ),
    highlight: group(
      {
        title: line({ label: "Título", hint: "Encabeza la ilustración." }),
        figures: list(line({ label: "Cifra", hint: "Una cifra corta: «20.000 usuarios»." }), {
          label: "Cifras",
          hint: "Se muestran como etiquetas bajo el título.",
        }),
        image: choice(ICONS.caseImage, { label: "Ilustración", hint: "La imagen del caso." }),
      },
      { label: "Caso destacado", hint: "Opcional: un caso con ilustración, arriba de las características." },
    ).optional(),
  },
  { label: "Detalle", hint: "Lo que muestra la ventana al tocar «Ver detalles»." },
);

/** `app/content/data/home.json`: the landing page, section by section in page order. */
export const homeSchema = z.strictObject({
  meta: pageMeta,
  hero: group(
    {
      eyebrow: line({ label: "Antetítulo", hint: "La línea chica sobre el título." }),
      headline: line({ label: "Título", hint: "La promesa principal, en una frase." }),
      subtitle: group(
        {
          before: line({ label: "Antes del verbo", hint: "«Tu agente de IA»" }),
          verbs: list(line({ label: "Verbo", hint: "«atiende»" }), {
            label: "Verbos que rotan",
            hint: "Se alternan cada 3,5 segundos; un lector de pantalla los lee todos en una frase.",
          }),
          after: line({ label: "Después del verbo", hint: "«por vos, con resultados que se miden.»" }),
        },
        { label: "Subtítulo", hint: "Antes del verbo + verbo que rota + después del verbo." },
      ),
      cta: line({ label: "Botón principal", hint: "Lleva a la sección de contacto." }),
      secondaryCta: line({ label: "Botón secundario", hint: "Lleva a los servicios." }),
    },
    { label: "Portada", hint: "Lo primero que se ve." },
  ),
  reframe: group(
    {
      title: line({ label: "Título", hint: "Una pregunta que incomode." }),
      questions: list(line({ label: "Pregunta", hint: "Un dolor concreto del cliente." }), {
        label: "Preguntas",
        hint: "Una por línea.",
      }),
      closing: paragraph({ label: "Cierre", hint: "La frase antes del enlace al teléfono." }),
      phoneLink: line({ label: "Enlace al teléfono", hint: "Llama al número de la IA." }),
    },
    { label: "Preguntas", hint: "La sección después de la portada." },
  ),
  why: group(
    {
      ...heading("También es el primer enlace del menú."),
      cards: list(
        group(
          {
            icon: choice(ICONS.feature, { label: "Ícono", hint: iconHint }),
            title: line({ label: "Título", hint: "Dos o tres palabras." }),
            description: paragraph({ label: "Texto", hint: "Una o dos frases." }),
          },
          { label: "Tarjeta", hint: "Una razón para elegirnos." },
        ),
        { label: "Tarjetas", hint: "Las razones, en tarjetas." },
      ),
      claims: list(line({ label: "Afirmación", hint: "Una frase corta." }), {
        label: "Afirmaciones",
        hint: "La lista con tildes bajo las tarjetas.",
      }),
      cta: contactButton,
    },
    { label: "Por qué nosotros", hint: "La sección «Por qué {marca}»." },
  ),
  services: group(
    {
      ...heading(),
      items: list(
        group(
          {
            id: z
              .string()
              .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and inner dashes")
              .meta(
                meta(
                  { label: "Identificador", hint: "Letras minúsculas, números y guiones: «voice-agents»." },
                  { patternHint: "Solo minúsculas sin tilde, números y guiones." },
                ),
              ),
            icon: choice(ICONS.service, { label: "Ícono", hint: iconHint }),
            title: line({ label: "Título", hint: "El nombre del servicio." }),
            description: paragraph({ label: "Texto", hint: "Una o dos frases en la tarjeta." }),
            uses: line({
              label: "Línea de la empresa",
              hint: "Bajo el título: «Con la tecnología de voz de {marca}».",
            }),
            comingSoon: z.boolean().meta(
              meta({
                label: "Próximamente",
                hint: "Marcado: la tarjeta dice «Próximamente» y ofrece «Avisame cuando esté».",
              }),
            ),
            details: serviceDetails,
          },
          { label: "Servicio", hint: "Una tarjeta que abre su ventana de detalle." },
        ),
        { label: "Servicios", hint: "Las tarjetas, en orden." },
      ),
    },
    { label: "Servicios", hint: "Las tarjetas de servicios y sus ventanas." },
  ),
  process: group(
    {
      ...heading(),
      steps: list(
        group(
          {
            title: line({ label: "Título", hint: "El nombre del paso; el número va solo." }),
            description: paragraph({ label: "Texto", hint: "Qué pasa en este paso." }),
          },
          { label: "Paso", hint: "Un paso del proceso." },
        ),
        { label: "Pasos", hint: "En orden: se numeran solos." },
      ),
    },
    { label: "Proceso", hint: "Cómo trabajamos, paso a paso." },
  ),
  aiRevolution: group(
    {
      ...heading(),
      stats: list(figure, { label: "Cifras del mercado", hint: "Se muestran grandes, en tarjetas." }),
      cta: contactButton,
    },
    { label: "Revolución IA", hint: "Las cifras del mercado, junto al panel animado." },
  ),
  cases: group(
    {
      ...heading("El de la sección; los casos se editan en «Casos»."),
      cta: contactButton,
    },
    { label: "Casos de éxito", hint: "La sección que muestra las tarjetas de los casos." },
  ),
  industries: group(
    {
      ...heading(),
      items: list(
        group(
          {
            icon: choice(ICONS.industry, { label: "Ícono", hint: iconHint }),
            title: line({ label: "Área", hint: "«Atención al cliente»" }),
            description: paragraph({ label: "Texto", hint: "Qué hace el agente en esa área." }),
            metrics: list(line({ label: "Resultado", hint: "Con su cifra: «40% menos deuda vencida»." }), {
              label: "Resultados",
              hint: "Uno por línea.",
            }),
          },
          { label: "Área", hint: "Una tarjeta por área del negocio." },
        ),
        { label: "Áreas", hint: "Las tarjetas, en orden." },
      ),
      cta: contactButton,
    },
    { label: "Soluciones por área", hint: "Un agente para cada área del negocio." },
  ),
  finalCta: group(
    {
      title: line({ label: "Título", hint: "La última invitación." }),
      description: paragraph({ label: "Texto", hint: "Bajo el título." }),
      talkNow: line({ label: "Botón de llamada", hint: "Llama al número de la IA." }),
    },
    { label: "Llamada final", hint: "Al pie de la página, antes del pie." },
  ),
  footer: group(
    {
      tagline: line({ label: "Lema", hint: "Bajo el nombre, en el pie de la página." }),
    },
    { label: "Pie de página", hint: "Lo que se edita del pie; los enlaces salen de la configuración." },
  ),
});

/** A Vapi tool's name, as the assistant's tools are named (OpenAI's rule for function names). */
const toolName = (field: Field) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "letters without accents, digits, dashes and underscores, up to 64")
    .meta(meta(field, { patternHint: "Letras sin tilde, números, guiones y guiones bajos." }));

/** The outcome's line: `{resultado}` (the result's value) in it, braces only around it or `{marca}`. */
const outcomeLine = (field: Field) =>
  z
    .string()
    .regex(
      /^(?:[^{}]|\{marca\})*\{resultado\}(?:[^{}]|\{marca\}|\{resultado\})*$/,
      "must contain {resultado}, braces only around {marca} or {resultado}",
    )
    .meta(
      meta(field, { patternHint: "Tiene que incluir {resultado}; entre llaves solo {marca} o {resultado}." }),
    );

/** How one tool's card reads: while it runs, when it is done, and optionally a value of its result. */
const actionCard = {
  running: line({
    label: "Mientras trabaja",
    hint: "Lo que se lee mientras la acción corre, con puntos suspensivos: «Consultando la agenda…».",
  }),
  done: line({
    label: "Al terminar",
    hint: "Lo que se lee cuando terminó bien: «Agenda consultada.».",
  }),
  result: group(
    {
      field: z
        .string()
        .regex(/^[A-Za-z0-9_]{1,64}$/, "letters without accents, digits and underscores")
        .meta(
          meta(
            {
              label: "Dato del resultado",
              hint: "El campo del resultado de la herramienta que se muestra: «disponible».",
            },
            { patternHint: "Letras sin tilde, números y guiones bajos, como en el resultado." },
          ),
        ),
      text: outcomeLine({
        label: "Texto con el dato",
        hint: "Reemplaza «Al terminar» cuando el resultado trae el dato; {resultado} es el dato: «Hay lugar {resultado}».",
      }),
    },
    {
      label: "Mostrar un dato del resultado",
      hint: "Opcional: un dato que la herramienta devuelve, por ejemplo el horario libre.",
    },
  ).optional(),
};

/**
 * How the cards of the assistant's actions read (docs/site-owner.md#the-assistants-actions): one
 * entry per tool of the CAT assistant. Only these texts and the chosen field's value reach the
 * page, never the tool's name, arguments or whole result.
 */
const demoActions = z
  .array(
    group(
      {
        tool: toolName({
          label: "Herramienta",
          hint: "El nombre de la herramienta del asistente en Vapi, tal cual: «consultar_agenda».",
        }),
        ...actionCard,
      },
      { label: "Acción", hint: "Una herramienta del asistente y cómo se lee su tarjeta." },
    ),
  )
  .refine(
    (actions) => new Set(actions.map((action) => action.tool)).size === actions.length,
    "each tool once",
  )
  // As `optionalList`, with the rule above: the list may be empty or left out.
  .default([])
  .meta(
    meta({
      label: "Acciones del asistente",
      hint: "Las tarjetas de la conversación cuando el asistente usa una herramienta. Una herramienta que no está en la lista se lee «Trabajando en tu pedido…» y después «Listo.». consultar_agenda, agendar_reunion y registrar_lead no pueden faltar: la vista previa de la demo las usa.",
    }),
  );

/** `app/content/data/demo-cat.json`: the voice demo page's marketing copy. */
export const demoSchema = z.strictObject({
  meta: pageMeta,
  title: line({ label: "Título", hint: "El título de la página." }),
  intro: paragraph({ label: "Introducción", hint: "Bajo el título." }),
  instructions: group(
    {
      heading: line({ label: "Título", hint: "El de la tarjeta de instrucciones." }),
      steps: list(
        group(
          {
            icon: choice(ICONS.instruction, { label: "Ícono", hint: iconHint }),
            title: line({ label: "Paso", hint: "Qué hacer, en pocas palabras." }),
            body: paragraph({ label: "Explicación", hint: "Una frase." }),
          },
          { label: "Paso", hint: "Un paso de la demo." },
        ),
        { label: "Pasos", hint: "En orden: se numeran solos." },
      ),
    },
    { label: "Instrucciones", hint: "La tarjeta «Cómo funciona»." },
  ),
  actions: demoActions,
  choice: group(
    {
      name: line({ label: "Nombre", hint: "El del asistente: «CAT»." }),
      area: line({ label: "Qué hace", hint: "Sobre su nombre, en pocas palabras: «Agenda de reuniones»." }),
      role: paragraph({ label: "Descripción", hint: "Bajo su nombre, en una frase." }),
    },
    {
      label: "En «¿Qué agente querés escuchar?»",
      hint: "Cómo se presenta el asistente de la marca junto a los agentes de demo, al pie de esta página.",
    },
  ),
});

/**
 * Where an area's name comes from: the titles of the landing's «Soluciones por área» (`home.json`,
 * `industries.items[].title`). The editor offers them as choices (admin/cms-config.ts) and the
 * build refuses any other name (check-content.ts), so an area's card and its agent always meet.
 */
export const LANDING_AREAS = { page: "home", field: "industries.items.*.title" } as const;

/** The landing's area titles, in the cards' order: the names an agent or a case may give. */
export const landingAreas = (home: HomeContent) => home.industries.items.map((item) => item.title);

const landingArea = (hint: string) =>
  line({ label: "Área", hint }).meta(meta({ label: "Área", hint }, { optionsFrom: LANDING_AREAS }));

/** A parameter's or a result field's name, as a tool's arguments and results spell them. */
const fieldName = (field: Field) =>
  z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, "lowercase letters without accents, digits and underscores, up to 40")
    .meta(meta(field, { patternHint: "Minúsculas sin tilde, números y guiones bajos: «fecha_pago»." }));

/**
 * A demo agent's tool (docs/site-owner.md#demo-agents): what the model reads to use it, its
 * parameters, the example result the site answers with, and how its card reads. It acts on
 * nothing: `/api/agent` answers it from here, with the caller's values in place of `{parametro}`.
 */
const agentTool = group(
  {
    name: toolName({
      label: "Nombre",
      hint: "Cómo la llama el modelo, sin espacios ni tildes: «consultar_deuda». Único en este agente.",
    }),
    description: paragraph({
      label: "Cuándo usarla",
      hint: "Para el modelo, en español: qué hace y cuándo usarla, y qué pedir antes.",
    }),
    parameters: optionalList(
      group(
        {
          name: fieldName({ label: "Nombre", hint: "El dato que la herramienta pide: «dni»." }),
          description: line({ label: "Qué es", hint: "Para el modelo: «DNI del titular, sin puntos»." }),
          example: line({
            label: "Ejemplo",
            hint: "Lo que dice la vista previa, y el valor del resultado si la llamada no lo trae: «30111222».",
          }),
          required: z
            .boolean()
            .default(false)
            .meta(
              meta({
                label: "Obligatorio",
                hint: "Marcado: el modelo lo pide antes de usar la herramienta.",
              }),
            ),
        },
        { label: "Parámetro", hint: "Un dato que el modelo pasa a la herramienta." },
      ),
      { label: "Parámetros", hint: "Lo que la herramienta recibe. Puede no tener ninguno." },
    ),
    result: list(
      group(
        {
          field: fieldName({ label: "Dato", hint: "El nombre del dato del resultado: «deuda»." }),
          value: z
            .string()
            .min(1, "must not be empty")
            .regex(
              /^(?:[^{}]|\{marca\}|\{[a-z][a-z0-9_]{0,39}\})*$/,
              "braces only around {marca} or a parameter",
            )
            .meta(
              meta(
                {
                  label: "Valor de ejemplo",
                  hint: "Lo que responde la herramienta; {parametro} lo reemplaza el valor que pasó el modelo: «$ 48.500 a nombre del DNI {dni}».",
                },
                { patternHint: "Entre llaves solo {marca} o el nombre de un parámetro." },
              ),
            ),
        },
        { label: "Dato del resultado", hint: "Un dato que la herramienta devuelve." },
      ),
      { label: "Resultado de ejemplo", hint: "Lo que la herramienta responde siempre: es una demo." },
    ),
    label: group(actionCard, { label: "Tarjeta", hint: "Cómo se lee la acción en la conversación." }),
  },
  { label: "Herramienta", hint: "Una acción simulada del agente." },
).superRefine((tool, context) => {
  const parameters = new Set(tool.parameters.map((parameter) => parameter.name));
  tool.result.forEach(({ value }, index) => {
    for (const [, name] of value.matchAll(/\{([a-z][a-z0-9_]*)\}/g))
      if (name !== "marca" && !parameters.has(name ?? ""))
        context.addIssue({
          code: "custom",
          path: ["result", index, "value"],
          message: `{${name}} is not a parameter of this tool`,
        });
  });
  // A card that shows a field its tool never returns would read «Al terminar» without a word.
  const shown = tool.label.result?.field;
  if (shown !== undefined && !tool.result.some(({ field }) => field === shown))
    context.addIssue({
      code: "custom",
      path: ["label", "result", "field"],
      message: `"${shown}" is not a field of this tool's result`,
    });
});

const agentFields = z.strictObject({
  area: landingArea(
    "Una de «Soluciones por área» de la página de inicio: su tarjeta lleva a este agente. Cada área tiene un solo agente.",
  ),
  order: z
    .number()
    .int("a whole number")
    .min(1)
    .meta(meta({ label: "Posición", hint: "1 va primero en «¿Qué agente querés escuchar?»." })),
  name: line({ label: "Nombre del agente", hint: "Cómo se presenta: «Sofía»." }),
  role: line({
    label: "Rol",
    hint: "Qué hace, en una línea, arriba de la demo: «Recuerda vencimientos y registra promesas de pago».",
  }),
  company: group(
    {
      name: line({ label: "Empresa", hint: "Ficticia: «Financiera Punto Sur»." }),
      about: line({ label: "A qué se dedica", hint: "En una línea: «Créditos personales en el conurbano»." }),
    },
    {
      label: "Empresa ficticia",
      hint: "Para quién trabaja el agente en la demo. La página aclara que es ficticia.",
    },
  ),
  meta: pageMeta,
  firstMessage: paragraph({
    label: "Primera frase",
    hint: "Lo que dice el agente al atender.",
  }),
  instructions: paragraph({
    label: "Instrucciones",
    hint: "El prompt del agente, en español: quién es, qué hace, cómo habla, qué herramienta usar y cuándo.",
  }),
  tools: list(agentTool, {
    label: "Herramientas",
    hint: "Dos o tres acciones que muestran un resultado de negocio. Sus nombres son únicos en el agente.",
  }).refine((tools) => new Set(tools.map((tool) => tool.name)).size === tools.length, "each tool once"),
  script: list(
    group(
      {
        role: choice(["assistant", "user"] as const, {
          label: "Quién habla",
          hint: "El agente o la persona que llama.",
        }),
        text: paragraph({ label: "Texto", hint: "Lo que dice, como lo diría." }),
        tool: toolName({
          label: "Herramienta después",
          hint: "Opcional, solo del agente: la herramienta que usa al terminar esta frase.",
        }).optional(),
      },
      { label: "Turno", hint: "Una frase de la conversación guionada." },
    ),
    {
      label: "Guion de la vista previa",
      hint: "La conversación que actúa la vista previa, de voz y por escrito, en orden: empieza el agente y usa cada herramienta al menos una vez.",
    },
  ),
});

/**
 * The rules of an agent's script the schema's shape cannot say: the preview plays it as a call
 * goes, so the agent speaks first and only the agent acts, with its own tools, each at least once.
 */
function checkScript(agent: z.output<typeof agentFields>, context: z.RefinementCtx) {
  if (agent.script[0]?.role !== "assistant")
    context.addIssue({
      code: "custom",
      path: ["script", 0, "role"],
      message: 'the script starts with the agent ("assistant"), as a call does',
    });
  const names = agent.tools.map((tool) => tool.name);
  agent.script.forEach(({ role, tool }, index) => {
    if (tool === undefined) return;
    const message =
      role !== "assistant"
        ? "only the agent's turns use a tool"
        : names.includes(tool)
          ? undefined
          : `"${tool}" is not a tool of this agent (${names.join(", ")})`;
    if (message) context.addIssue({ code: "custom", path: ["script", index, "tool"], message });
  });
  // A tool the script never uses would never show its card in the preview.
  const used = new Set(agent.script.flatMap(({ role, tool }) => (role === "assistant" && tool) || []));
  agent.tools.forEach(({ name }, index) => {
    if (!used.has(name))
      context.addIssue({
        code: "custom",
        path: ["tools", index, "name"],
        message: `"${name}" is used by no agent's turn of the script: the preview would never show its card`,
      });
  });
}

/**
 * `app/content/data/agents/<slug>.json`: a demo agent for one area of the landing; the file name
 * is its address, `/demo-cat/<slug>/`. The company is fictional and the tools act on nothing.
 */
export const agentSchema = agentFields.superRefine(checkScript);

/** `app/content/data/privacidad.json` and `not-found.json`: a page whose text is built elsewhere. */
export const pageSchema = z.strictObject({ meta: pageMeta });

/** `app/content/data/cases/<slug>.json`: a case; the file name is its address, `/casos/<slug>/`. */
export const caseSchema = z.strictObject({
  card: group(
    {
      order: z
        .number()
        .int("a whole number")
        .min(1)
        .meta(meta({ label: "Posición", hint: "1 va primero en la página de inicio." })),
      icon: choice(ICONS.case, { label: "Ícono", hint: iconHint }),
      client: line({
        label: "Cliente",
        hint: "Quién, sin su nombre si es confidencial: «Laboratorio clínico».",
      }),
      summary: line({ label: "Resumen", hint: "Qué hace el agente, en una frase." }),
      metrics: list(figure, {
        label: "Cifras",
        hint: "Los resultados medidos; también encabezan la página del caso.",
      }),
    },
    { label: "Tarjeta", hint: "Lo que muestra la página de inicio, y el comienzo de la página del caso." },
  ),
  page: group(
    {
      title: line({
        label: "Título de la página",
        hint: "El de la pestaña, los buscadores y la imagen al compartir. {marca} es el nombre del sitio.",
      }),
      description: paragraph({
        label: "Descripción",
        hint: "El resumen para buscadores y redes: una o dos frases, unas 150 letras.",
      }),
      sector: line({ label: "Sector", hint: "Sobre el título: «Logística», «Salud», «Educación»." }),
      area: landingArea(
        "Opcional: una de «Soluciones por área» de la página de inicio; la página del caso lleva a su agente de demo.",
      ).optional(),
      headline: line({ label: "Título", hint: "El título de la página: el resultado, en una frase." }),
      problem: list(paragraph({ label: "Párrafo", hint: "Uno por tema." }), {
        label: "El problema",
        hint: "Qué pasaba antes: cada ítem es un párrafo.",
      }),
      agents: list(
        group(
          {
            title: line({ label: "Qué hace", hint: "En pocas palabras: «Atiende cada llamada»." }),
            description: paragraph({ label: "Cómo", hint: "Una o dos frases." }),
          },
          { label: "Tarea", hint: "Una tarea del agente." },
        ),
        { label: "Lo que hacen los agentes", hint: "Las tareas, en orden." },
      ),
      results: paragraph({ label: "Los resultados", hint: "Un párrafo sobre las cifras de la tarjeta." }),
    },
    { label: "Página del caso", hint: "El resto de la página /casos/nombre-del-archivo/." },
  ),
});

export type HomeContent = z.output<typeof homeSchema>;
export type DemoContent = z.output<typeof demoSchema>;
export type PageContent = z.output<typeof pageSchema>;
export type CaseContent = z.output<typeof caseSchema>;
export type CaseCard = CaseContent["card"];
export type AgentContent = z.output<typeof agentSchema>;
export type PageMeta = PageContent["meta"];

/**
 * Where each file lives (below `app/content/data/`) and its schema: single files, and the cases
 * folder, one file per case. The editor's collections follow this list.
 */
export const contentFiles = {
  pages: [
    { name: "home", file: "home.json", schema: homeSchema, label: "Página de inicio" },
    { name: "demo-cat", file: "demo-cat.json", schema: demoSchema, label: "Demo de voz (/demo-cat/)" },
    { name: "privacidad", file: "privacidad.json", schema: pageSchema, label: "Privacidad (/privacidad/)" },
    { name: "not-found", file: "not-found.json", schema: pageSchema, label: "Página no encontrada" },
  ],
  cases: { folder: "cases", schema: caseSchema, label: "Casos", labelSingular: "Caso" },
  agents: {
    folder: "agents",
    schema: agentSchema,
    label: "Agentes de demo",
    labelSingular: "Agente de demo",
  },
} as const;

/** A case's file name without `.json`: its address, `/casos/<slug>/`; an agent's likewise, `/demo-cat/<slug>/`. */
export const CASE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An agent's file name without `.json`: a case's rule, but never CAT's own name (`CAT_AGENT_SLUG`). */
export const AGENT_SLUG = new RegExp(`^(?!${CAT_AGENT_SLUG}$)${CASE_SLUG.source.slice(1)}`);
