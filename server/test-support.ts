// What the endpoints' tests share.
import { expect } from "vitest";

/**
 * The code and status of an error answer, once it is checked to be what server/shared/json.mjs promises:
 * JSON with a Spanish sentence, never a stack.
 */
export async function errorOf(response: Response) {
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  const body = (await response.json()) as { error: string; message: string };
  expect(body.message).toMatch(/[a-záéíóúñ]/);
  expect(JSON.stringify(body)).not.toMatch(/at .+\.(m?js|ts):\d+/);
  return { status: response.status, error: body.error };
}
