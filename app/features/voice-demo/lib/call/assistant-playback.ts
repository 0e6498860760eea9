/**
 * The assistant's voice as the browser plays it (docs/product.md#a-real-call-in-the-field).
 * iPhones and Safari refuse to start audio outside a user gesture, and any browser may pause an
 * element (another app takes the audio): both are reported, and `resume()`, called inside the
 * visitor's tap, plays the voice again. Provider-neutral: the driver hands over the provider's
 * element, or the assistant's track when the provider gave up on its element.
 */
type PlaybackListeners = {
  /** The visitor cannot hear the assistant. */
  onBlocked: () => void;
  /** The assistant is heard again. */
  onPlaying: () => void;
  /** Our own element took the place of the provider's, which never started, and now plays. */
  onStandInPlaying: () => void;
};

export type Playback = {
  /** The provider attached its element: watched from now on, and a stand-in of ours goes. */
  attach(player: HTMLAudioElement): void;
  /** The provider could not start its element (and dropped it). */
  refused(): void;
  /**
   * Inside the tap: plays the provider's element again, or else `track` in a stand-in element.
   * `play()` is called synchronously, while the gesture is current.
   */
  resume(track: MediaStreamTrack | null): void;
  /** The call is over: stops watching and removes the stand-in. */
  dispose(): void;
};

export function createPlayback({ onBlocked, onPlaying, onStandInPlaying }: PlaybackListeners): Playback {
  let watched: HTMLAudioElement | null = null;
  let standIn: HTMLAudioElement | null = null;

  // A removed element pauses too, and a stream that ended is over: only a live element the
  // browser paused counts.
  const onPause = (event: Event) => {
    const element = event.currentTarget as HTMLAudioElement;
    if (element.isConnected && !element.ended) onBlocked();
  };
  const watch = (element: HTMLAudioElement) => {
    element.addEventListener("pause", onPause);
    element.addEventListener("playing", onPlaying);
  };
  const unwatch = (element: HTMLAudioElement | null) => {
    element?.removeEventListener("pause", onPause);
    element?.removeEventListener("playing", onPlaying);
  };
  const removeStandIn = () => {
    unwatch(standIn);
    standIn?.remove();
    if (standIn) standIn.srcObject = null;
    standIn = null;
  };
  const play = (element: HTMLAudioElement, then: () => void = () => {}) => {
    element.play().then(then, onBlocked);
  };

  return {
    attach(player) {
      unwatch(watched);
      watched = player;
      watch(player);
      removeStandIn();
    },
    refused: onBlocked,
    resume(track) {
      if (watched?.isConnected) return play(watched);
      if (!track) return;
      removeStandIn();
      const element = document.createElement("audio");
      element.autoplay = true;
      element.srcObject = new MediaStream([track]);
      standIn = element;
      watch(element);
      document.body.append(element);
      play(element, onStandInPlaying);
    },
    dispose() {
      unwatch(watched);
      watched = null;
      removeStandIn();
    },
  };
}
