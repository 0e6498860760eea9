// @ts-check
/**
 * Times as the assistant says them, in Buenos Aires: `el martes 2 de diciembre a las 10:00, el
 * miércoles 3 a las 15:30 o el jueves 4 a las 11:00`. Intl does the calendar and the time zone
 * (Node and Cloudflare's runtime both carry full ICU); this module only joins the words.
 */

export const TIME_ZONE = "America/Argentina/Buenos_Aires";

const words = new Intl.DateTimeFormat("es-AR", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h23",
});
const calendarDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const offsetName = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" });

/** @param {Date} date */
function partsOf(date) {
  /** @type {Record<string, string>} */
  const parts = {};
  for (const { type, value } of words.formatToParts(date)) parts[type] = value;
  return {
    weekday: parts.weekday ?? "",
    day: parts.day ?? "",
    month: parts.month ?? "",
    year: parts.year ?? "",
    time: `${Number(parts.hour)}:${parts.minute}`,
    hour: Number(parts.hour),
  };
}

/** The calendar day in Buenos Aires, `YYYY-MM-DD`. @param {Date} date */
export const dayIn = (date) => calendarDay.format(date);

/**
 * One time, after `previous` in a list: the month only when it changes, the day only when it
 * changes (`a las 15:30` for a second time the same day). Spanish says `a la 1:00`.
 * @param {Date} date
 * @param {Date} [previous]
 */
export function spokenTime(date, previous) {
  const now = partsOf(date);
  const at = `${now.hour === 1 ? "a la" : "a las"} ${now.time}`;
  if (previous && dayIn(previous) === dayIn(date)) return at;
  const before = previous && partsOf(previous);
  const sameMonth = before && before.month === now.month && before.year === now.year;
  return `el ${now.weekday} ${now.day}${sameMonth ? "" : ` de ${now.month}`} ${at}`;
}

/**
 * Times as a spoken list: `a`, `a o b`, `a, b o c`.
 * @param {Date[]} dates in order
 */
export function spokenTimes(dates) {
  const said = dates.map((date, index) => spokenTime(date, dates[index - 1]));
  return said.length < 2 ? (said[0] ?? "") : `${said.slice(0, -1).join(", ")} o ${said.at(-1)}`;
}

/**
 * Buenos Aires' offset from UTC at `date`, in minutes (-180).
 * @param {Date} date
 */
function offsetMinutes(date) {
  const name = offsetName.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * A time the model wrote: with an offset or `Z` as it is; without one (`2026-12-02T10:00`), as a
 * time in Buenos Aires; a date alone is refused. Invalid: null.
 * @param {string} text
 */
export function parseStart(text) {
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(text);
  if (local) {
    const [year, month, day, hour, minute, second] = local.slice(1).map((part) => Number(part ?? 0));
    const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
    const date = new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000);
    return Number.isNaN(date.getTime()) || dayIn(date) !== text.slice(0, 10) ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The start of a day in Buenos Aires (`YYYY-MM-DD`) as an instant; null for what is not a date.
 * @param {string} day
 */
export const startOfDay = (day) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? parseStart(`${day}T00:00`) : null);
