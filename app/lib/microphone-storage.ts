/**
 * Where the voice demo keeps the visitor's choice of microphone (localStorage): the chosen input's
 * `deviceId`, an identifier the browser makes for this site only, never sent anywhere. Shared, not
 * in the feature, so /privacidad/ (content/privacy.ts) names the very key the demo writes.
 */
export const MICROPHONE_STORAGE_KEY = "demo-microphone";
