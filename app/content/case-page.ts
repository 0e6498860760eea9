import { site } from "./site";

/** The interface of a case's page (`/casos/<slug>/`); the case's own copy is its JSON file. */
export const casePage = {
  homeLabel: `${site.name}: ir al inicio`,
  breadcrumbLabel: "Estás en",
  home: "Inicio",
  cases: "Casos de éxito",
  problem: "El problema",
  agents: "Lo que hacen los agentes",
  results: "Los resultados",
  /** When the case names an area with a demo agent: a way to hear it. */
  agent: {
    title: (area: string) => `Escuchá al agente de ${area}`,
    listen: "Escuchalo en acción",
  },
  next: {
    title: "¿Querés resultados así en tu empresa?",
    body: "Probá ahora la demo de nuestro asistente de voz, o contanos qué querés automatizar.",
    demo: "Probar la demo de voz",
    whatsapp: "Hablar con nuestro equipo",
    contact: "Dejar mis datos",
  },
  footer: {
    navLabel: "Pie de página",
    privacy: site.legal.privacy,
    copyright: (year: number) => `© ${year} ${site.name}. Todos los derechos reservados.`,
  },
} as const;
