import { actionCopy, actionLabels } from "../app/content/demo-cat";
import { type PreviewAction, previewScript } from "../app/content/demo-preview";

/**
 * What the card of one of the preview's actions says while it runs and once done
 * (docs/product.md#the-agent-at-work), as the owner's labels word it.
 */
export function cardTexts({ tool, result }: PreviewAction): { running: string; done: string } {
  const label = actionLabels.get(tool);
  if (!label) throw new Error(`The preview uses ${tool}, which the owner's labels do not name.`);
  const value = label.result && result?.[label.result.field];
  return {
    running: label.running,
    done: value ? label.result!.text.replace(actionCopy.resultPlaceholder, value) : label.done,
  };
}

/** The preview call's actions, in the script's order. */
export const previewCallActions = previewScript.flatMap((turn) => (turn.action ? [turn.action] : []));

/**
 * The preview call's transcript as the file and the clipboard hold it: one line per turn and one
 * `Acción: …` line for each action, after the line that announced it.
 */
export const previewCallFileLines = previewScript.flatMap((turn) => [
  `${turn.role === "assistant" ? "Asistente" : "Vos"}: ${turn.text}`,
  ...(turn.action ? [`Acción: ${cardTexts(turn.action).done}`] : []),
]);
