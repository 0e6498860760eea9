export type MicPermission = "unknown" | "granted" | "denied";

export type MicFailure = "denied" | "no-device" | "busy" | "insecure" | "unknown";

class InsecureContextError extends Error {
  override name = "InsecureContextError";
}

/**
 * Asks for the microphone. Call it synchronously from the click handler: mobile
 * browsers only show the prompt while the user gesture is still current.
 */
export function requestMicrophone(): Promise<MediaStream> {
  if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new InsecureContextError("getUserMedia needs a secure context"));
  }
  return navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
}

/** Names of getUserMedia's DOMExceptions, grouped by what the visitor can do about them. */
export function micFailureOf(error: unknown): MicFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
    case "PermissionDeniedError":
      return "denied";
    case "NotFoundError":
    case "OverconstrainedError":
    case "DevicesNotFoundError":
      return "no-device";
    case "NotReadableError":
    case "AbortError":
    case "TrackStartError":
      return "busy";
    case "InsecureContextError":
      return "insecure";
    default:
      return "unknown";
  }
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export function setStreamMuted(stream: MediaStream | null | undefined, muted: boolean): void {
  for (const track of stream?.getAudioTracks() ?? []) track.enabled = !muted;
}

function toPermission(state: PermissionState): MicPermission {
  return state === "prompt" ? "unknown" : state;
}

/**
 * Reports the microphone permission now and on every change, where the Permissions
 * API knows the "microphone" name (Firefox and older Safari do not: it stays unknown).
 */
export function watchMicPermission(onChange: (permission: MicPermission) => void): () => void {
  let status: PermissionStatus | undefined;
  let disposed = false;
  const listener = () => {
    if (status) onChange(toPermission(status.state));
  };
  navigator.permissions
    ?.query({ name: "microphone" as PermissionName })
    .then((result) => {
      if (disposed) return;
      status = result;
      listener();
      result.addEventListener("change", listener);
    })
    .catch(() => onChange("unknown"));
  return () => {
    disposed = true;
    status?.removeEventListener("change", listener);
  };
}
