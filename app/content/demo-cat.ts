import { site } from "./site";

export const demoMeta = {
  title: `Demo de asistente de voz · ${site.name}`,
  description:
    "Hablá por micrófono con el asistente de voz de CAT: una demo en vivo de los agentes de IA conversacionales que construimos.",
} as const;

export const demoPage = {
  title: "Demo del asistente de voz de CAT",
  intro:
    "Iniciá la llamada y conversá de forma natural con nuestro asistente de IA, como si hablaras con una persona.",
} as const;
