/** What the browser tells about the device; a plain object so detection is a pure function. */
export type DeviceInfo = {
  userAgent: string;
  /** `navigator.userAgentData.mobile` (Chromium's client hint); undefined where the browser has none. */
  mobileHint?: boolean;
  /** `navigator.maxTouchPoints`: iPadOS sends a Mac user agent, but Macs have no touch screen. */
  maxTouchPoints: number;
  viewport: { width: number; height: number };
};

/** A phone's shorter side is well under this (CSS px); tablets and foldables opened flat are above it. */
const PHONE_MAX_SHORT_SIDE = 600;

/**
 * True for phone-type mobile devices, the ones that can place a call or open WhatsApp from a link.
 * Tablets and desktops are false: there a `tel:` link leads nowhere useful.
 */
export function isPhoneDevice({ userAgent: ua, mobileHint, maxTouchPoints, viewport }: DeviceInfo): boolean {
  const phoneSized = Math.min(viewport.width, viewport.height) < PHONE_MAX_SHORT_SIDE;
  if (/iPhone|iPod/.test(ua)) return true;
  if (/iPad/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return false;
  if (/Windows Phone|IEMobile/.test(ua)) return true;
  // Android phones send "Mobile", tablets do not (Firefox for tablets says "Tablet").
  if (/Android/.test(ua)) return !/Tablet/.test(ua) && (mobileHint ?? /Mobile/.test(ua)) && phoneSized;
  if (/Windows NT|Macintosh|CrOS|X11/.test(ua)) return false;
  return (mobileHint ?? /Mobi/.test(ua)) && phoneSized;
}

type NavigatorWithHints = Navigator & { userAgentData?: { mobile: boolean } };

/** Reads the current device; browser only. */
export function currentDevice(): DeviceInfo {
  const nav = navigator as NavigatorWithHints;
  return {
    userAgent: nav.userAgent,
    mobileHint: nav.userAgentData?.mobile,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    viewport: { width: window.innerWidth, height: window.innerHeight },
  };
}
