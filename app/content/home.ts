import { site } from "./site";

export const homeMeta = {
  title: `${site.name} · Agentes de IA a medida para tu empresa`,
  description: `${site.name} diseña agentes de IA de voz, chat, datos y seguridad que atienden, venden y automatizan 24/7 con resultados medibles. Desde Buenos Aires para Latinoamérica.`,
} as const;

export const hero = {
  headline: "Agentes de IA que trabajan por tu empresa 24/7",
  subtitle: "Tu negocio, atendido por inteligencia artificial.",
  cta: "Ver una demo gratis",
} as const;
