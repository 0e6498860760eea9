/**
 * Copy and figures of the animated "Sistema de IA Activo" panel (features/live-demo).
 * The stat targets are the figures the counters stop at; the summary read by screen
 * readers is built from the same list, so the two never disagree.
 */

export type AgentType = "voice" | "data" | "chat" | "security";

export type StatKey = "activeAgents" | "queriesPerMinute" | "efficiency" | "memoryUsage";

export type LiveDemoStat = {
  key: StatKey;
  label: string;
  /** Where the counter stops. */
  target: number;
  /** Decimal places shown. */
  decimals: number;
  /** Shown after the number, for example "%". */
  unit: string;
  /** Follows the figure in the screen-reader summary ("578 consultas por minuto"). */
  summaryLabel: string;
  /** Mapped to a lucide icon in the component. */
  icon: "bot" | "activity" | "gauge" | "memory";
};

export const liveDemoStats: readonly LiveDemoStat[] = [
  {
    key: "activeAgents",
    label: "Agentes activos",
    summaryLabel: "agentes activos",
    target: 10,
    decimals: 0,
    unit: "",
    icon: "bot",
  },
  {
    key: "queriesPerMinute",
    label: "Consultas por minuto",
    summaryLabel: "consultas por minuto",
    target: 578,
    decimals: 0,
    unit: "",
    icon: "activity",
  },
  {
    key: "efficiency",
    label: "Eficiencia",
    summaryLabel: "de eficiencia",
    target: 98.2,
    decimals: 1,
    unit: "%",
    icon: "gauge",
  },
  {
    key: "memoryUsage",
    label: "Uso de memoria",
    summaryLabel: "de uso de memoria",
    target: 68,
    decimals: 0,
    unit: "%",
    icon: "memory",
  },
];

/** Three tasks per agent type; an agent picks one at random each cycle. Short: they fit a 360 px screen. */
export const agentTasks: Record<AgentType, readonly [string, string, string]> = {
  voice: ["Atendiendo una llamada", "Agendando un turno", "Confirmando una reserva"],
  data: ["Analizando ventas", "Actualizando el CRM", "Generando un reporte"],
  chat: ["Respondiendo por WhatsApp", "Calificando un lead", "Resolviendo un reclamo"],
  security: ["Detectando anomalías", "Verificando accesos", "Auditando permisos"],
};

export const agentTypeLabels: Record<AgentType, string> = {
  voice: "Voz",
  data: "Datos",
  chat: "Chat",
  security: "Seguridad",
};

function statPhrase(stat: LiveDemoStat) {
  return `${stat.target.toFixed(stat.decimals)}${stat.unit} ${stat.summaryLabel}`;
}

export const liveDemo = {
  title: "Sistema de IA Activo",
  badge: "En vivo",
  subtitle: "Agentes coordinándose en tiempo real",
  done: "Completado",
  /** Read by screen readers instead of the animation, which is hidden from them. */
  summary: `Ilustración animada de agentes de IA de voz, datos, chat y seguridad que toman tareas, las completan y se envían información entre sí. Indicadores del sistema: ${liveDemoStats.map(statPhrase).join(", ")}.`,
} as const;
