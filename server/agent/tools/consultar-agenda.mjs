// @ts-check
/** `consultar_agenda`: the first free times of the owner's Cal.com event type in the next 7 days. */
import { textParameters } from "../../../app/contracts/agent.mjs";
import { freeSlots } from "../cal.mjs";
import { dayIn, spokenTimes, startOfDay } from "../dates.mjs";
import { otherWay, unconfigured } from "./speech.mjs";
import { defineTool, text } from "./tool.mjs";

/** How far ahead the agenda is read, and how many free times the assistant says. */
export const SEARCH_DAYS = 7;
const SLOTS_SAID = 3;

/** Free starts as a spoken list (`el martes 2 de diciembre a las 10:00, …`). @param {string[]} starts */
export const spoken = (starts) => spokenTimes(starts.slice(0, SLOTS_SAID).map((start) => new Date(start)));

const speech = {
  noSlots: "sin lugares en los próximos 7 días",
  /** @param {string} otherWay */
  agendaUnavailable: (otherWay) => `No pude consultar la agenda en este momento. ${otherWay}`,
  badDay: "No entendí desde qué día buscar. ¿Me lo decís de nuevo?",
};

export const consultarAgenda = defineTool({
  name: "consultar_agenda",
  description:
    "Consulta los horarios libres para una reunión con el equipo en los próximos 7 días. Usala en " +
    "cuanto la persona quiera una reunión, una demo o hablar con alguien del equipo, antes de " +
    "proponer un horario: no hace falta preguntarle nada antes. Si nombra un día, pasalo en " +
    "`desde`. Decile los horarios de `disponible` tal como vienen y guardá `horarios` para agendar_reunion.",
  parameters: textParameters({
    desde: "Primer día a consultar, AAAA-MM-DD, en hora de Buenos Aires. Sin él, desde hoy.",
  }),
  speech,
  result: /** @type {const} */ (["disponible", "horarios"]),
  async run(args, { settings, send, signal }) {
    if (!settings.cal) {
      unconfigured("consultar_agenda", settings.problems.cal);
      return { error: speech.agendaUnavailable(otherWay(settings)) };
    }
    const today = dayIn(new Date());
    const desde = text(args, "desde")?.slice(0, 10);
    // A day already gone (a model's wrong year) searches from today.
    const from = startOfDay(desde && desde > today ? desde : today);
    if (!from) return { error: speech.badDay };
    const starts = await freeSlots(settings.cal, { from, days: SEARCH_DAYS }, send, signal);
    if (!starts) return { error: speech.agendaUnavailable(otherWay(settings)) };
    const first = starts.slice(0, SLOTS_SAID);
    return { result: { disponible: first.length ? spoken(first) : speech.noSlots, horarios: first } };
  },
});
