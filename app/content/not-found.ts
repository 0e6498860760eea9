export const notFound = {
  title: "Página no encontrada",
  code: "404",
  heading: "¡Ups! Página no encontrada",
  body: "La dirección que buscás no existe o cambió de lugar.",
  homeLink: "Volver al inicio",
} as const;
