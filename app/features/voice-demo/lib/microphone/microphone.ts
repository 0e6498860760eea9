/** The visitor's microphone: opening the chosen input, the permission, and why opening failed. */
/** The Permissions API's answer, or "unknown" where the browser cannot tell (Firefox, older Safari). */
export type MicPermission = "unknown" | "prompt" | "granted" | "denied";

/** `dismissed`: the prompt was closed unanswered, which is not a denial (see micFailureAfter). */
export type MicFailure = "denied" | "dismissed" | "no-device" | "busy" | "insecure" | "unknown";

class InsecureContextError extends Error {
  override name = "InsecureContextError";
}

/** The call's audio processing, whichever input it uses. */
const processing = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };

/** The stream opened, and on which input: the choice, or null for the system default. */
export type OpenedMicrophone = { stream: MediaStream; deviceId: string | null };

/**
 * Asks for the microphone: the visitor's chosen input (`deviceId`, from the select 'Micrófono'),
 * else the system default. Call it synchronously from the click handler: mobile browsers only
 * show the prompt while the user gesture is still current.
 */
export function requestMicrophone(deviceId: string | null = null): Promise<OpenedMicrophone> {
  const media = navigator.mediaDevices;
  if (!window.isSecureContext || !media?.getUserMedia) {
    return Promise.reject(new InsecureContextError("getUserMedia needs a secure context"));
  }
  const openDefault = () =>
    media.getUserMedia({ audio: processing }).then((stream) => ({ stream, deviceId: null }));
  if (deviceId === null) return openDefault();
  // Exact: Chromium ignores a preferred (ideal) input and opens the default. A choice exists only
  // once the permission is granted, so the retry on the default needs no prompt, nor the gesture.
  return media.getUserMedia({ audio: { ...processing, deviceId: { exact: deviceId } } }).then(
    (stream) => ({ stream, deviceId }),
    (error: unknown) => {
      // Unplugged since the list was read: the default rather than a failure, and the caller
      // learns it, so a provider that opens its own microphone never asks for the missing one.
      if (micFailureOf(error) !== "no-device") throw error;
      return openDefault();
    },
  );
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

/**
 * A refusal is a denial only when the browser says so: a `NotAllowedError` while the permission
 * is still `prompt` means the visitor closed the prompt, and pressing the button again asks again.
 */
export function micFailureAfter(failure: MicFailure, permission: MicPermission): MicFailure {
  return failure === "denied" && permission === "prompt" ? "dismissed" : failure;
}

function queryMicPermission(): Promise<PermissionStatus> {
  const permissions = navigator.permissions as Permissions | undefined;
  if (!permissions) return Promise.reject(new Error("no Permissions API"));
  return permissions.query({ name: "microphone" as PermissionName });
}

/** The microphone permission now; "unknown" where the Permissions API cannot tell. */
export function readMicPermission(): Promise<MicPermission> {
  return queryMicPermission().then(
    (status) => status.state,
    () => "unknown",
  );
}

/**
 * Reports the microphone permission now and on every change, where the Permissions
 * API knows the "microphone" name (Firefox and older Safari do not: it stays unknown).
 */
export function watchMicPermission(onChange: (permission: MicPermission) => void): () => void {
  let status: PermissionStatus | undefined;
  let disposed = false;
  const listener = () => {
    if (status) onChange(status.state);
  };
  queryMicPermission()
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
