import { useCallback, useEffect, useState } from "react";

import {
  browserStorage,
  chooseInput,
  chosenInput,
  listAudioInputs,
  type MicrophoneChoice,
  noChoice,
  readStoredInput,
  storeInput,
  watchDevices,
  withInputs,
} from "../lib/microphone/microphone-choice";

/**
 * The microphone select: the inputs (once the permission lets the browser name them), the one the
 * next call should use, and the choice kept in the browser. Follows `devicechange`; call `refresh`
 * after the page obtains the permission (a call or the microphone check).
 */
export function useMicrophoneChoice() {
  // Read while hydrating (null when prerendering): nothing shows it until the inputs are listed.
  const [choice, setChoice] = useState<MicrophoneChoice>(() => ({
    ...noChoice,
    wanted: readStoredInput(browserStorage()),
  }));

  const refresh = useCallback(() => {
    listAudioInputs().then(
      (inputs) => setChoice((current) => withInputs(current, inputs)),
      () => {},
    );
  }, []);

  useEffect(() => {
    refresh();
    return watchDevices(refresh);
  }, [refresh]);

  const choose = useCallback((deviceId: string | null) => {
    setChoice((current) => chooseInput(current, deviceId));
    storeInput(browserStorage(), deviceId);
  }, []);

  return {
    inputs: choice.inputs,
    /** The input for the next call and the check; null for the system default. */
    deviceId: chosenInput(choice),
    /** The chosen input was unplugged and is not back: the polite notice. */
    removed: choice.removed,
    choose,
    refresh,
  };
}
