import { describe, expect, it } from "vitest";

import {
  idleCheck,
  isChecking,
  MIC_CHECK_MS,
  type MicCheckAction,
  micCheckReducer,
  micCheckResult,
  type MicCheckState,
} from "./mic-check";
import { SPEAKING_THRESHOLD } from "./speech-detector";

const run = (state: MicCheckState, ...actions: MicCheckAction[]) => actions.reduce(micCheckReducer, state);
const level = (value: number, at: number): MicCheckAction => ({ type: "level", level: value, at });
const listening = run(idleCheck, { type: "start" }, { type: "granted", at: 1000 });

describe("micCheckReducer", () => {
  it("asks for the microphone, then listens with the live level", () => {
    expect(run(idleCheck, { type: "start" })).toEqual({ status: "asking" });
    expect(listening).toEqual({ status: "listening", since: 1000, level: 0 });
    expect(run(listening, level(0.01, 1100))).toEqual({ status: "listening", since: 1000, level: 0.01 });
    expect(isChecking(listening)).toBe(true);
  });

  it("hears the visitor as soon as a level passes the speaking threshold", () => {
    const heard = run(listening, level(0.005, 1100), level(SPEAKING_THRESHOLD * 2, 4900));
    expect(heard).toEqual({ status: "ok" });
    expect(micCheckResult(heard)).toBe("ok");
  });

  it("room noise under the threshold for the whole check is silence", () => {
    const quiet = run(listening, level(SPEAKING_THRESHOLD, 3000), level(0.01, 1000 + MIC_CHECK_MS - 1));
    expect(quiet.status).toBe("listening");
    expect(run(quiet, level(0.01, 1000 + MIC_CHECK_MS))).toEqual({ status: "silent" });
    expect(micCheckResult({ status: "silent" })).toBe("silent");
  });

  it("without any level, the deadline decides: silent", () => {
    expect(run(listening, { type: "deadline" })).toEqual({ status: "silent" });
    // After a result, a late deadline or level changes nothing.
    const heard = run(listening, level(0.5, 1200));
    expect(run(heard, { type: "deadline" }, level(0, 9000))).toBe(heard);
  });

  it("a failure to open the microphone ends the check; only a denial is reported", () => {
    const asking = run(idleCheck, { type: "start" });
    const denied = run(asking, { type: "failed", failure: "denied" });
    expect(denied).toEqual({ status: "failed", failure: "denied" });
    expect(micCheckResult(denied)).toBe("denied");
    expect(micCheckResult(run(asking, { type: "failed", failure: "no-device" }))).toBeNull();
    expect(isChecking(denied)).toBe(false);
  });

  it("a second press while checking changes nothing; after a result it checks again", () => {
    expect(run(listening, { type: "start" })).toBe(listening);
    expect(run(listening, { type: "deadline" }, { type: "start" })).toEqual({ status: "asking" });
    expect(micCheckResult(listening)).toBeNull();
  });
});
