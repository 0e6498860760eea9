/*
 * What the site keeps in the visitor's browser (localStorage), each key written here only: the
 * code that stores it and the privacy page that lists it (content/privacy.ts) import it.
 */

/**
 * The answer to the consent banner (lib/consent.ts). Storing the visitor's own choice is strictly
 * necessary to honour it (ePrivacy art. 5(3) exemption), so it is allowed before consent; it holds
 * only "granted" or "denied", and is never sent anywhere. PostHog stores nothing until "Aceptar".
 */
export const CONSENT_STORAGE_KEY = "consent-choice";

/**
 * The microphone chosen in the voice demo (features/voice-demo/lib/microphone/microphone-choice.ts): the
 * input's `deviceId`, an identifier the browser makes for this site only. Never sent anywhere.
 */
export const MICROPHONE_STORAGE_KEY = "demo-microphone";
