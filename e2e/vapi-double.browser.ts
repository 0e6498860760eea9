/**
 * Runs in the page, not in Node: served in place of the Vapi SDK's chunk (`/assets/vapi-*.js`)
 * by `e2e/vapi-double.ts`, which transpiles this file. It stands for `@vapi-ai/web` 2.7.1 with
 * daily-js 0.87 under it: the SDK's events, payloads and order are those of
 * `node_modules/@vapi-ai/web/dist/vapi.js`, and the call object has the shape of daily-js's
 * `index.d.ts` for every method the SDK and the page call. What Vapi's servers and Daily's call
 * machine would do is scripted by the test through `window.vapiDouble` (see `VapiDoubleControl`).
 *
 * Self-contained on purpose: no imports, so the transpiled text is the whole module.
 */

/** How the scripted call behaves; set by the test with `addInitScript` before the page loads. */
export type VapiDoubleConfig = {
  /** `refused`: the browser refuses to start the assistant's player, as Safari does outside a gesture. */
  audio?: "plays" | "refused";
  /** `fails`: Daily rejects the noise-cancellation processor (Krisp's init error). */
  noiseSuppression?: "runs" | "fails";
  /**
   * The assistant's Server URL as the owner set it in Vapi, and the secret its credential signs
   * with (`npm run assistant`): `runTools` posts Vapi's `tool-calls` there, and the end of the call
   * its `end-of-call-report`.
   */
  server?: { url: string; secret: string };
};

/** One entry of the Server URL's answer to `tool-calls`. */
export type ServerToolResult = { toolCallId: string; name: string; result?: string; error?: string };

/** What the test drives: the far end of the call (Vapi's servers, Daily's network). */
export type VapiDoubleControl = {
  /** Every SDK instance the page created, newest last. */
  instances: VapiDouble[];
  /** The assistant speaks for `ms`: Daily's remote level observer reports its level every 100 ms. */
  speak(ms: number): void;
  /** A transcript message from Vapi's server; a final one joins the call's history. */
  transcript(role: "user" | "assistant", text: string, final: boolean): void;
  /** Vapi's `tool-calls` message: the assistant calls these tools, which join the history. */
  toolCalls(calls: ToolCallScript[]): void;
  /**
   * A tool call's result or error joins the history, and Vapi's `tool-calls-result` message brings
   * it, unless `message` is false: then only the next `conversationUpdate` does.
   */
  toolCallsResult(call: ToolCallScript, options?: { message: boolean }): void;
  /**
   * Vapi runs these tool calls at the assistant's Server URL (`server` in the config): the page gets
   * `tool-calls`, the site gets Vapi's server message signed as the credential signs it, and each
   * result of its answer joins the history and reaches the page as `tool-calls-result`. Resolves
   * with the site's results.
   */
  runTools(calls: ToolCallScript[]): Promise<ServerToolResult[]>;
  /** Vapi's `conversation-update` message: the call's whole history so far. */
  conversationUpdate(): void;
  /** Daily's `network-connection` event for one link. */
  connection(type: "signaling" | "sfu", event: "interrupted" | "connected"): void;
  /** Vapi ends the call: its status update with `endedReason`, then the room goes. */
  hangUp(endedReason: string): void;
  /** Whatever the page sent over Daily's app messages (`playable`, …). */
  appMessages(): unknown[];
  /** The assistant's audio track, to find the element that plays it. */
  assistantTrackId(): string | null;
};

/** One tool call of the assistant, as a test scripts it: a result, an error, or neither yet. */
export type ToolCallScript = {
  id: string;
  name: string;
  arguments?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: string;
};

/*
 * Vapi's server messages about tool calls, as `@vapi-ai/web` 2.7.1's `ClientMessage` types shape
 * them: `arguments` and results travel as JSON text, and `conversation-update` carries the whole
 * history in Vapi's format (roles `bot`, `user`, `tool_calls`, `tool_call_result`).
 */
const toolCall = ({ id, name, arguments: args = {} }: ToolCallScript) => ({
  id,
  type: "function",
  function: { name, arguments: JSON.stringify(args) },
});

export function toolCallsMessage(calls: ToolCallScript[]) {
  return {
    type: "tool-calls",
    toolCallList: calls.map(toolCall),
    toolWithToolCallList: calls.map((call) => ({
      type: "function",
      function: { name: call.name, parameters: { type: "object", properties: {} } },
      toolCall: toolCall(call),
    })),
    timestamp: Date.now(),
  };
}

export function toolCallsResultMessage({ id, name, result, error }: ToolCallScript) {
  return {
    type: "tool-calls-result",
    toolCallResult: {
      toolCallId: id,
      name,
      ...(error === undefined ? { result: JSON.stringify(result ?? {}) } : { error }),
    },
    timestamp: Date.now(),
  };
}

/**
 * A message of Vapi's server to the assistant's Server URL, as Vapi posts it with the credential
 * `npm run assistant` creates: `{ message }`, the time in `x-timestamp` and, in
 * `x-vapi-signature`, the hex HMAC-SHA256 of `{timestamp}.{body}` with the credential's secret. A
 * refusal is an error: no real call would go on quietly.
 */
async function postToServer(message: Record<string, unknown>) {
  const server = window.vapiDoubleConfig?.server;
  if (!server) throw new Error("The double has no Server URL: give `server` in its config.");
  const encoder = new TextEncoder();
  const body = JSON.stringify({ message });
  const timestamp = String(Date.now());
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(server.secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${body}`)));
  const response = await fetch(server.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "x-timestamp": timestamp,
      "x-vapi-signature": [...mac].map((byte) => byte.toString(16).padStart(2, "0")).join(""),
    },
    body,
  });
  if (!response.ok) throw new Error(`The Server URL answered ${message.type} with HTTP ${response.status}`);
  return response.json();
}

/** The call as Vapi's server messages carry it. */
const serverCall = (id: string, startedAt: number) => ({
  id,
  orgId: "org-e2e",
  type: "webCall",
  createdAt: new Date(startedAt).toISOString(),
  updatedAt: new Date().toISOString(),
});

export function conversationUpdateMessage(history: unknown[]) {
  return {
    type: "conversation-update",
    messages: history,
    messagesOpenAIFormatted: [],
    timestamp: Date.now(),
  };
}

/** The entries of a conversation-update's history, in Vapi's format. */
export const historyOf = {
  line: (role: "user" | "assistant", text: string, seconds: number) => ({
    role: role === "assistant" ? "bot" : "user",
    message: text,
    time: Date.now(),
    secondsFromStart: seconds,
  }),
  toolCalls: (calls: ToolCallScript[], seconds: number) => ({
    role: "tool_calls",
    toolCalls: calls.map(toolCall),
    message: "",
    time: Date.now(),
    secondsFromStart: seconds,
  }),
  toolCallResult: ({ id, name, result, error }: ToolCallScript, seconds: number) => ({
    role: "tool_call_result",
    toolCallId: id,
    name,
    result: error ?? JSON.stringify(result ?? {}),
    time: Date.now(),
    secondsFromStart: seconds,
  }),
};

declare global {
  interface Window {
    vapiDouble: VapiDoubleControl;
    vapiDoubleConfig?: VapiDoubleConfig;
  }
}

type Listener = (...args: unknown[]) => void;

/** Node's EventEmitter as the SDK uses it: `emit("error")` without a listener throws. */
class Emitter {
  private listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener) {
    const wrapped: Listener = (...args) => {
      this.removeListener(event, wrapped);
      listener(...args);
    };
    return this.on(event, wrapped);
  }
  off(event: string, listener: Listener) {
    return this.removeListener(event, listener);
  }
  removeListener(event: string, listener: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((each) => each !== listener),
    );
    return this;
  }
  removeAllListeners(event?: string) {
    if (event) this.listeners.delete(event);
    else this.listeners.clear();
    return this;
  }
  listenerCount(event: string) {
    return this.listeners.get(event)?.length ?? 0;
  }
  emit(event: string, ...args: unknown[]) {
    const listeners = this.listeners.get(event) ?? [];
    if (event === "error" && listeners.length === 0) throw new Error(`Unhandled error. (${String(args[0])})`);
    for (const listener of listeners) listener(...args);
    return listeners.length > 0;
  }
}

/** The SDK's serializeError(): what its `error` payloads carry. */
function serializeError(error: unknown): Record<string, unknown> {
  if (error === null || error === undefined) return { message: "Unknown error (null or undefined)" };
  if (error instanceof Error) return { message: error.message, name: error.name, stack: error.stack };
  if (typeof error === "string") return { message: error };
  if (typeof error === "object") {
    const fields = error as Record<string, unknown>;
    return { message: fields.message || fields.error || JSON.stringify(error), ...fields };
  }
  return { message: String(error) };
}

const ASSISTANT_SESSION = "assistant-session-e2e";
/** What Chromium says when it refuses to play without a user gesture. */
export const REFUSAL = "play() failed because the user didn't interact with the document first.";
const now = () => new Date().toISOString();

type DailyTrackState = { state: string; track?: MediaStreamTrack; persistentTrack?: MediaStreamTrack };
type DailyParticipant = {
  local: boolean;
  session_id: string;
  user_name: string;
  tracks: { audio: DailyTrackState; video: DailyTrackState };
};

/** daily-js's call object, for the calls the SDK and the page make on it. */
export class DailyCallDouble extends Emitter {
  private local: DailyParticipant | null = null;
  private assistant: DailyParticipant | null = null;
  private microphone: MediaStream | null = null;
  private voice: { context: AudioContext; track: MediaStreamTrack } | null = null;
  private joined = false;
  readonly sentAppMessages: unknown[] = [];
  /** What the SDK asked Daily to join: the room, and its token when the web call has one. */
  joinedWith: unknown = null;
  readonly callClientId = String(Date.now());
  /** What the far end said and did, in Vapi's history format (`conversation-update`). */
  readonly history: unknown[] = [];
  readonly joinedAt = Date.now();
  /** Why Vapi ends the call, for its report: the visitor, unless the far end hangs up. */
  endedReason = "customer-ended-call";

  /** Seconds since the call started, as the history stamps its entries. */
  secondsFromStart() {
    return (Date.now() - this.joinedAt) / 1000;
  }

  iframe() {
    return null;
  }

  /** `audioSource`: the factory option, `true` for the default microphone or an input's device id. */
  constructor(readonly audioSource: string | boolean = true) {
    super();
  }

  /** Daily opens a microphone track of its own, on the input the SDK was given. */
  async join(options: { url: string; token?: string; subscribeToTracksAutomatically?: boolean }) {
    this.joinedWith = options;
    const source = this.audioSource;
    this.microphone = await navigator.mediaDevices.getUserMedia({
      audio: typeof source === "string" ? { deviceId: { exact: source } } : true,
    });
    const [mic] = this.microphone.getAudioTracks();
    this.local = {
      local: true,
      session_id: "local-session-e2e",
      user_name: "",
      tracks: { audio: { state: "playable", track: mic, persistentTrack: mic }, video: { state: "off" } },
    };
    // The assistant's voice: a tone on a WebRTC-like track.
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    const destination = context.createMediaStreamDestination();
    oscillator.connect(destination);
    oscillator.start();
    const [track] = destination.stream.getAudioTracks();
    this.voice = { context, track: track! };
    this.assistant = {
      local: false,
      session_id: ASSISTANT_SESSION,
      user_name: "Vapi Speaker",
      tracks: {
        audio: { state: "playable", track: track!, persistentTrack: track! },
        video: { state: "off" },
      },
    };
    this.joined = true;
    const connected = (type: string) => ({
      action: "network-connection",
      callClientId: this.callClientId,
      type,
      event: "connected",
      ...(type === "sfu" && { sfu_id: "sfu-e2e" }),
    });
    this.emit("network-connection", connected("signaling"));
    this.emit("network-connection", connected("sfu"));
    this.emit("participant-joined", { action: "participant-joined", participant: this.assistant });
    return this.participants();
  }

  participants() {
    const all: Record<string, DailyParticipant> = {};
    if (this.local) all.local = this.local;
    if (this.assistant) all[this.assistant.session_id] = this.assistant;
    return all;
  }

  /** The SDK subscribes to the assistant's audio on participant-joined; Daily then starts the track. */
  updateParticipant(sessionId: string, updates: { setSubscribedTracks?: { audio?: boolean } }) {
    const assistant = this.assistant;
    if (sessionId === assistant?.session_id && updates.setSubscribedTracks?.audio) {
      queueMicrotask(() =>
        this.emit("track-started", {
          action: "track-started",
          participant: assistant,
          track: assistant.tracks.audio.persistentTrack,
        }),
      );
    }
    return this;
  }

  startRemoteParticipantsAudioLevelObserver(_interval?: number) {
    return Promise.resolve();
  }

  updateInputSettings(settings: { audio?: { processor?: { type: string } } }) {
    if (window.vapiDoubleConfig?.noiseSuppression === "fails") {
      const error = new Error("Canceled");
      error.name = "KrispInitError";
      return Promise.reject(error);
    }
    queueMicrotask(() =>
      this.emit("input-settings-updated", { action: "input-settings-updated", inputSettings: settings }),
    );
    return Promise.resolve({ inputSettings: settings });
  }

  setLocalAudio(enabled: boolean) {
    for (const track of this.microphone?.getAudioTracks() ?? []) track.enabled = enabled;
    return this;
  }

  localAudio() {
    return this.microphone?.getAudioTracks()[0]?.enabled ?? false;
  }

  sendAppMessage(data: unknown, _to?: string) {
    this.sentAppMessages.push(data);
    // Vapi's server starts the conversation once the page says it can play the assistant: the
    // stricter of what it may do, so a refused player also holds the call on 'Conectando...'.
    if (data === "playable") queueMicrotask(() => this.receive("listening"));
    return this;
  }

  /** The far end: an app message from the assistant's participant. */
  receive(data: string) {
    this.emit("app-message", { action: "app-message", data, fromId: ASSISTANT_SESSION });
  }

  /** The far end: Daily's remote participants audio level observer. */
  remoteLevel(level: number) {
    this.emit("remote-participants-audio-level", {
      action: "remote-participants-audio-level",
      participantsAudioLevel: { [ASSISTANT_SESSION]: level },
    });
  }

  assistantTrack() {
    return this.voice?.track ?? null;
  }

  async destroy() {
    for (const track of this.microphone?.getTracks() ?? []) track.stop();
    this.voice?.track.stop();
    await this.voice?.context.close();
    this.voice = null;
    if (this.joined) {
      this.joined = false;
      this.emit("left-meeting", { action: "left-meeting" });
    }
  }
}

/** `@vapi-ai/web`'s default export, for the methods and events the page uses. */
export class VapiDouble extends Emitter {
  call: DailyCallDouble | null = null;
  /** The web call's id, as Vapi's server messages name the call. */
  callId = "";
  private started = false;
  private audioPlayer: HTMLAudioElement | null = null;
  private speakingTimeout: number | null = null;
  private readonly baseUrl: string;

  constructor(
    private readonly apiToken: string,
    apiBaseUrl?: string,
    readonly dailyCallConfig: Record<string, unknown> = {},
    /** Daily's factory options: `audioSource` picks the microphone Daily opens. */
    readonly dailyCallObject: { audioSource?: string | boolean } = {},
  ) {
    super();
    this.baseUrl = apiBaseUrl ?? "https://api.vapi.ai";
    window.vapiDouble.instances.push(this);
  }

  private progress(stage: string, status: "started" | "completed", metadata?: Record<string, unknown>) {
    this.emit("call-start-progress", { stage, status, timestamp: now(), ...(metadata && { metadata }) });
  }

  async start(assistantId: string, assistantOverrides?: Record<string, unknown>) {
    if (this.started) return null;
    this.progress("initialization", "started", { hasAssistant: true, hasSquad: false, hasWorkflow: false });
    this.started = true;
    try {
      this.progress("web-call-creation", "started");
      const response = await fetch(`${this.baseUrl}/call/web`, {
        method: "POST",
        headers: { Authorization: `Bearer ${this.apiToken}`, "Content-Type": "application/json" },
        body: JSON.stringify({ assistantId, assistantOverrides }),
      });
      if (!response.ok)
        throw Object.assign(new Error(`HTTP ${response.status}`), { error: await response.json() });
      const webCall = (await response.json()) as WebCall;
      this.callId = webCall.id;
      this.progress("web-call-creation", "completed", { callId: webCall.id, videoRecordingEnabled: false });
      const call = this.createCall();
      await this.joinCall(call, { url: webCall.webCallUrl });
      // start() listens to levels and messages once joined; reconnect() before the join.
      this.listenToTheAssistant(call);
      this.setUpNoiseSuppression(call);
      this.emit("call-start-success", { totalDuration: 0, callId: webCall.id, timestamp: now() });
      return webCall;
    } catch (error) {
      this.emit("error", { type: "start-method-error", stage: "unknown", error: serializeError(error) });
      await this.cleanup();
      return null;
    }
  }

  /** The stages start() and reconnect() share, from the mobile check to the level observer. */
  private async joinCall(call: DailyCallDouble, options: { url: string; token?: string }) {
    this.progress("mobile-permissions", "started", { isMobile: false });
    this.progress("mobile-permissions", "completed", { action: "skipped-not-mobile" });
    this.progress("daily-call-join", "started");
    await call.join({ ...options, subscribeToTracksAutomatically: false });
    this.progress("daily-call-join", "completed");
    this.progress("video-recording-setup", "completed", { action: "skipped-not-enabled" });
    this.progress("audio-observer-setup", "started");
    void call.startRemoteParticipantsAudioLevelObserver(100);
    this.progress("audio-observer-setup", "completed");
  }

  /**
   * The SDK's reconnect(): joins a web call created elsewhere (the site's endpoint, with the
   * guard). No web-call-creation stage; listeners before the join; its own `call-start` once set
   * up; a failure is reported on `error` and thrown.
   */
  async reconnect(webCall: WebCall) {
    if (this.started)
      throw new Error("Cannot reconnect while a call is already in progress. Call stop() first.");
    if (!webCall.webCallUrl) throw new Error("webCallUrl is required for reconnection.");
    const context = {
      callId: webCall.id || "unknown",
      hasVideoRecording: !!webCall.artifactPlan?.videoRecordingEnabled,
      voiceProvider: webCall.assistant?.voice?.provider || "unknown",
    };
    this.progress("reconnect-initialization", "started", context);
    this.started = true;
    this.callId = webCall.id;
    try {
      if (this.call) {
        this.progress("cleanup-existing-call", "started");
        await this.cleanup();
        this.progress("cleanup-existing-call", "completed");
      }
      const call = this.createCall();
      this.listenToTheAssistant(call);
      const token = webCall.transport?.callToken;
      await this.joinCall(call, { url: webCall.webCallUrl, ...(token ? { token } : {}) });
      this.setUpNoiseSuppression(call);
      this.emit("call-start-success", { totalDuration: 0, callId: context.callId, timestamp: now() });
      this.emit("call-start");
    } catch (error) {
      this.emit("error", {
        type: "reconnect-error",
        error: serializeError(error),
        totalDuration: 0,
        timestamp: now(),
        context: { isReconnect: true, ...context, isMobile: false },
      });
      await this.cleanup();
      throw error;
    }
  }

  /** Daily's call object and the listeners both paths give it before the join. */
  private createCall() {
    const audioSource = this.dailyCallObject.audioSource ?? true;
    this.progress("daily-call-object-creation", "started", { audioSource, videoSource: false });
    const call = new DailyCallDouble(audioSource);
    this.call = call;
    this.progress("daily-call-object-creation", "completed");
    call.on("left-meeting", () => {
      this.emit("call-end");
      this.emit("message", { type: "status-update", status: "ended", endedReason: "customer-ended-call" });
      void this.cleanup();
      if (window.vapiDoubleConfig?.server) void this.report(call);
    });
    call.on("network-quality-change", (event) => this.emit("network-quality-change", event));
    call.on("network-connection", (event) => this.emit("network-connection", event));
    call.on("track-started", (event) => void this.handleTrackStarted(event as TrackStarted));
    call.on("participant-joined", (event) => {
      const { participant } = event as { participant: DailyParticipant };
      if (!participant.local) {
        call.updateParticipant(participant.session_id, {
          setSubscribedTracks: { audio: true, video: false },
        } as never);
      }
    });
    call.on("participant-left", (event) => {
      const { participant } = event as { participant: DailyParticipant };
      if (this.audioPlayer?.dataset.participantId === participant.session_id) this.audioPlayer = null;
    });
    return call;
  }

  /** The assistant's level and Vapi's app messages (`listening`, transcripts, status updates). */
  private listenToTheAssistant(call: DailyCallDouble) {
    call.on("remote-participants-audio-level", (event) =>
      this.handleRemoteParticipantsAudioLevel(event as { participantsAudioLevel: Record<string, number> }),
    );
    call.on("app-message", (event) => this.onAppMessage(event as { data: string }));
  }

  /** Vapi's `end-of-call-report` to the Server URL once the call is over, as Vapi sends it. */
  private async report(call: DailyCallDouble) {
    const lines = call.history.filter(
      (entry): entry is { role: string; message: string } =>
        typeof entry === "object" &&
        entry !== null &&
        ["bot", "user"].includes((entry as { role: string }).role),
    );
    await postToServer({
      type: "end-of-call-report",
      endedReason: call.endedReason,
      call: serverCall(this.callId, call.joinedAt),
      startedAt: new Date(call.joinedAt).toISOString(),
      endedAt: now(),
      analysis: { summary: "Llamada de prueba con el asistente de CAT." },
      artifact: {
        transcript: lines
          .map(({ role, message }) => `${role === "bot" ? "AI" : "User"}: ${message}\n`)
          .join(""),
        messages: [...call.history],
      },
      timestamp: Date.now(),
    }).catch((error: unknown) => console.error("[vapi double] the end-of-call-report failed:", error));
  }

  private setUpNoiseSuppression(call: DailyCallDouble) {
    this.progress("audio-processing-setup", "started");
    call
      .updateInputSettings({ audio: { processor: { type: "noise-cancellation" } } })
      .catch((error: unknown) =>
        this.emit("error", {
          type: "audio-processing-setup-error",
          stage: "audio-processing-setup",
          error: serializeError(error),
          timestamp: now(),
        }),
      );
    this.progress("audio-processing-setup", "completed");
  }

  private async cleanup() {
    this.started = false;
    const call = this.call;
    this.call = null;
    this.audioPlayer = null;
    await call?.destroy();
  }

  async stop() {
    this.started = false;
    const call = this.call;
    this.call = null;
    this.audioPlayer = null;
    await call?.destroy();
  }

  setMuted(mute: boolean) {
    if (!this.call) throw new Error("Call object is not available.");
    this.call.setLocalAudio(!mute);
  }

  getAudioPlayer() {
    return this.audioPlayer;
  }

  getDailyCallObject() {
    return this.call;
  }

  /** The SDK's track-started handling: a player per track, `audio` once it plays, then `playable`. */
  private async handleTrackStarted({ participant, track }: TrackStarted) {
    if (participant.local || participant.user_name !== "Vapi Speaker" || track.kind !== "audio") return;
    const call = this.call;
    let player: HTMLAudioElement;
    try {
      player = await this.buildPlayer(track, participant.session_id);
    } catch (error) {
      console.error("[vapi] could not start assistant audio", error);
      this.emit("error", { type: "audio-start-failed", error: serializeError(error) });
      return;
    }
    if (!call || this.call !== call) return player.remove();
    this.audioPlayer = player;
    this.emit("audio", player);
    call.sendAppMessage("playable");
  }

  /** The SDK's buildAudioPlayer(): appended first, removed again if it cannot start. */
  private async buildPlayer(track: MediaStreamTrack, participantId: string) {
    const player = document.createElement("audio");
    player.dataset.participantId = participantId;
    document.body.appendChild(player);
    try {
      await this.startPlayer(player, track);
    } catch (error) {
      player.remove();
      throw error;
    }
    return player;
  }

  private async startPlayer(player: HTMLAudioElement, track: MediaStreamTrack) {
    player.muted = false;
    player.autoplay = true;
    player.srcObject = new MediaStream([track]);
    // Chromium lets the page play after the click; Safari would refuse, as this does.
    await (window.vapiDoubleConfig?.audio === "refused"
      ? Promise.reject(new DOMException(REFUSAL, "NotAllowedError"))
      : player.play());
  }

  private handleRemoteParticipantsAudioLevel({
    participantsAudioLevel,
  }: {
    participantsAudioLevel: Record<string, number>;
  }) {
    const speechLevel = Object.values(participantsAudioLevel).reduce((a, b) => a + b, 0);
    this.emit("volume-level", Math.min(1, speechLevel / 0.15));
    if (speechLevel <= 0.01) return;
    if (this.speakingTimeout) window.clearTimeout(this.speakingTimeout);
    else this.emit("speech-start");
    this.speakingTimeout = window.setTimeout(() => {
      this.emit("speech-end");
      this.speakingTimeout = null;
    }, 1000);
  }

  private onAppMessage({ data }: { data: string }) {
    if (data === "listening") return this.emit("call-start");
    this.emit("message", JSON.parse(data));
  }
}

type TrackStarted = { participant: DailyParticipant; track: MediaStreamTrack };

/** A web call, as POST /call/web answers it and reconnect() reads it. */
type WebCall = {
  id: string;
  webCallUrl: string;
  transport?: { callToken?: string };
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
};

const latest = () => window.vapiDouble.instances.at(-1)?.call ?? null;

window.vapiDouble = {
  instances: [],
  speak(ms) {
    const call = latest();
    if (!call) return;
    let left = ms;
    call.remoteLevel(0.09);
    const timer = window.setInterval(() => {
      left -= 100;
      if (left > 0) return call.remoteLevel(0.09);
      window.clearInterval(timer);
      call.remoteLevel(0);
    }, 100);
  },
  transcript(role, text, final) {
    const call = latest();
    if (final) call?.history.push(historyOf.line(role, text, call.secondsFromStart()));
    call?.receive(
      JSON.stringify({
        type: "transcript",
        role,
        transcriptType: final ? "final" : "partial",
        transcript: text,
      }),
    );
  },
  toolCalls(calls) {
    const call = latest();
    call?.history.push(historyOf.toolCalls(calls, call.secondsFromStart()));
    call?.receive(JSON.stringify(toolCallsMessage(calls)));
  },
  toolCallsResult(toolCall, { message } = { message: true }) {
    const call = latest();
    call?.history.push(historyOf.toolCallResult(toolCall, call.secondsFromStart()));
    if (message) call?.receive(JSON.stringify(toolCallsResultMessage(toolCall)));
  },
  async runTools(calls) {
    const call = latest();
    const vapi = window.vapiDouble.instances.at(-1);
    if (!call || !vapi) throw new Error("No call is live.");
    // The call's history so far rides along (Vapi's live `artifact`), before this turn's calls.
    const said = [...call.history];
    window.vapiDouble.toolCalls(calls);
    const { results } = (await postToServer({
      ...toolCallsMessage(calls),
      call: serverCall(vapi.callId, call.joinedAt),
      artifact: { messages: said },
    })) as { results: ServerToolResult[] };
    for (const result of results) {
      call.history.push({
        role: "tool_call_result",
        toolCallId: result.toolCallId,
        name: result.name,
        result: result.error ?? result.result,
        time: Date.now(),
        secondsFromStart: call.secondsFromStart(),
      });
      call.receive(
        JSON.stringify({ type: "tool-calls-result", toolCallResult: result, timestamp: Date.now() }),
      );
    }
    return results;
  },
  conversationUpdate() {
    const call = latest();
    call?.receive(JSON.stringify(conversationUpdateMessage([...(call?.history ?? [])])));
  },
  connection(type, event) {
    const call = latest();
    call?.emit("network-connection", {
      action: "network-connection",
      callClientId: call.callClientId,
      type,
      event,
      ...(type === "sfu" && { sfu_id: "sfu-e2e" }),
    });
  },
  hangUp(endedReason) {
    const call = latest();
    if (call) call.endedReason = endedReason;
    call?.receive(JSON.stringify({ type: "status-update", status: "ended", endedReason }));
    void call?.destroy();
  },
  appMessages: () => latest()?.sentAppMessages ?? [],
  assistantTrackId: () => latest()?.assistantTrack()?.id ?? null,
};

export default { __esModule: true, default: VapiDouble };
