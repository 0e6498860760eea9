import { describe, expect, it } from "vitest";

import { privacy, storedKeys } from "~/content/privacy";
import { MICROPHONE_STORAGE_KEY } from "~/lib/storage-keys";

import {
  audioInputsOf,
  chooseInput,
  chosenInput,
  noChoice,
  offersChoice,
  readStoredInput,
  storeInput,
  withInputs,
} from "./microphone-choice";

const device = (kind: MediaDeviceKind, deviceId: string, label = "") => ({ kind, deviceId, label });
const headset = { deviceId: "usb-headset", label: "Auriculares USB" };
const builtIn = { deviceId: "built-in", label: "Micrófono interno" };

describe("audioInputsOf", () => {
  it("keeps the named audio inputs, without Chromium's default and communications aliases", () => {
    expect(
      audioInputsOf([
        device("audioinput", "default", "Predeterminado - Micrófono interno"),
        device("audioinput", "communications", "Comunicaciones - Micrófono interno"),
        device("audioinput", "built-in", " Micrófono interno "),
        device("audiooutput", "speakers", "Parlantes"),
        device("videoinput", "cam", "Cámara"),
        device("audioinput", "usb-headset", "Auriculares USB"),
      ]),
    ).toEqual([builtIn, headset]);
  });

  it("before the permission the browser names no input", () => {
    expect(audioInputsOf([device("audioinput", ""), device("videoinput", "")])).toEqual([]);
  });
});

describe("the choice", () => {
  const listed = withInputs(noChoice, [builtIn, headset]);

  it("offers a choice only with more than one input", () => {
    expect(offersChoice(listed.inputs)).toBe(true);
    expect(offersChoice([builtIn])).toBe(false);
    expect(offersChoice([])).toBe(false);
  });

  it("the next call uses the chosen input, or the default without a choice", () => {
    expect(chosenInput(listed)).toBeNull();
    expect(chosenInput(chooseInput(listed, "usb-headset"))).toBe("usb-headset");
    expect(chosenInput(chooseInput(listed, null))).toBeNull();
  });

  it("devicechange: a new input joins the list and the choice stays", () => {
    const chosen = chooseInput(listed, "usb-headset");
    const more = withInputs(chosen, [builtIn, headset, { deviceId: "webcam-mic", label: "Cámara" }]);
    expect(more.inputs).toHaveLength(3);
    expect(chosenInput(more)).toBe("usb-headset");
    expect(more.removed).toBe(false);
  });

  it("devicechange: the chosen input unplugged falls back to the default, and the visitor is told", () => {
    const unplugged = withInputs(chooseInput(listed, "usb-headset"), [builtIn]);
    expect(unplugged).toEqual({ inputs: [builtIn], wanted: "usb-headset", removed: true });
    expect(chosenInput(unplugged)).toBeNull();
    // Other inputs coming and going while it is out are no news: the notice stays.
    const webcam = { deviceId: "webcam-mic", label: "Cámara" };
    expect(withInputs(unplugged, [builtIn, webcam])).toMatchObject({ removed: true });
  });

  it("devicechange: the unplugged choice plugged back in is used again, and the notice goes", () => {
    const unplugged = withInputs(chooseInput(listed, "usb-headset"), [builtIn]);
    const back = withInputs(unplugged, [builtIn, headset]);
    expect(back).toEqual({ inputs: [builtIn, headset], wanted: "usb-headset", removed: false });
    expect(chosenInput(back)).toBe("usb-headset");
  });

  it("the visitor choosing another input, or the default, clears the notice", () => {
    const unplugged = withInputs(chooseInput(listed, "usb-headset"), [builtIn]);
    expect(chooseInput(unplugged, "built-in")).toMatchObject({ wanted: "built-in", removed: false });
    expect(chooseInput(unplugged, null)).toMatchObject({ wanted: null, removed: false });
  });

  it("devicechange: another input unplugged is no news", () => {
    const chosen = chooseInput(
      withInputs(noChoice, [builtIn, headset, { deviceId: "x", label: "" }]),
      "built-in",
    );
    expect(withInputs(chosen, [builtIn, headset]).removed).toBe(false);
  });

  it("a kept choice absent from the first list waits quietly for its input", () => {
    const stored = { ...noChoice, wanted: "usb-headset" };
    const first = withInputs(stored, [builtIn]);
    expect(first).toEqual({ inputs: [builtIn], wanted: "usb-headset", removed: false });
    expect(chosenInput(withInputs(first, [builtIn, headset]))).toBe("usb-headset");
  });

  it("a list the browser no longer names removes nothing", () => {
    const chosen = chooseInput(listed, "usb-headset");
    expect(withInputs(chosen, [])).toEqual({ inputs: [], wanted: "usb-headset", removed: false });
  });
});

describe("the kept choice", () => {
  const memory = (initial: Record<string, string> = {}) => {
    const values = new Map(Object.entries(initial));
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
      values,
    };
  };

  it(`is kept under '${MICROPHONE_STORAGE_KEY}' and removed when the default is chosen`, () => {
    const storage = memory();
    storeInput(storage, "usb-headset");
    expect(storage.values.get("demo-microphone")).toBe("usb-headset");
    expect(readStoredInput(storage)).toBe("usb-headset");
    storeInput(storage, null);
    expect(storage.values.has("demo-microphone")).toBe(false);
    expect(readStoredInput(storage)).toBeNull();
  });

  it("is kept under a key the privacy page lists", () => {
    const storage = memory();
    storeInput(storage, "usb-headset");
    const listed = storedKeys(privacy);
    expect([...storage.values.keys()]).toHaveLength(1);
    expect(listed).toContain([...storage.values.keys()][0]);
  });

  it("is read defensively: no storage, a throwing one, or a value no device id looks like", () => {
    expect(readStoredInput(undefined)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(readStoredInput(throwing)).toBeNull();
    expect(() => storeInput(throwing, "x")).not.toThrow();
    expect(readStoredInput(memory({ "demo-microphone": "" }))).toBeNull();
    expect(readStoredInput(memory({ "demo-microphone": "x".repeat(1000) }))).toBeNull();
  });
});
