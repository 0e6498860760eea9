import { describe, expect, it } from "vitest";

import { isPhoneDevice, type DeviceInfo } from "./device";

const portraitPhone = { width: 390, height: 844 };
const landscapePhone = { width: 844, height: 390 };
const tabletViewport = { width: 820, height: 1180 };
const desktopViewport = { width: 1440, height: 900 };

type Row = [name: string, device: DeviceInfo, phone: boolean];

const rows: Row[] = [
  [
    "iPhone Safari",
    {
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      maxTouchPoints: 5,
      viewport: portraitPhone,
    },
    true,
  ],
  [
    "iPhone Chrome in landscape",
    {
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.153 Mobile/15E148 Safari/604.1",
      maxTouchPoints: 5,
      viewport: landscapePhone,
    },
    true,
  ],
  [
    "Android phone Chrome (client hints)",
    {
      userAgent:
        "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      mobileHint: true,
      maxTouchPoints: 5,
      viewport: { width: 412, height: 915 },
    },
    true,
  ],
  [
    "Android phone Samsung Internet",
    {
      userAgent:
        "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      maxTouchPoints: 5,
      viewport: { width: 384, height: 832 },
    },
    true,
  ],
  [
    "Android phone Firefox",
    {
      userAgent: "Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0",
      maxTouchPoints: 5,
      viewport: portraitPhone,
    },
    true,
  ],
  [
    "iPad Safari (desktop-class Mac user agent)",
    {
      userAgent:
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      maxTouchPoints: 5,
      viewport: tabletViewport,
    },
    false,
  ],
  [
    "iPad mini, older iPad user agent",
    {
      userAgent:
        "Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1",
      maxTouchPoints: 5,
      viewport: { width: 768, height: 1024 },
    },
    false,
  ],
  [
    "Android tablet Chrome",
    {
      userAgent:
        "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      mobileHint: false,
      maxTouchPoints: 10,
      viewport: { width: 1280, height: 800 },
    },
    false,
  ],
  [
    "Android tablet Firefox",
    {
      userAgent: "Mozilla/5.0 (Android 14; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0",
      maxTouchPoints: 10,
      viewport: { width: 800, height: 1280 },
    },
    false,
  ],
  [
    "Android tablet sending a phone user agent",
    {
      userAgent:
        "Mozilla/5.0 (Linux; Android 13; Lenovo TB-J616F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      maxTouchPoints: 10,
      viewport: { width: 1200, height: 1920 },
    },
    false,
  ],
  [
    "desktop Chrome on Windows",
    {
      userAgent:
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      mobileHint: false,
      maxTouchPoints: 0,
      viewport: desktopViewport,
    },
    false,
  ],
  [
    "desktop Chrome in a phone-narrow window",
    {
      userAgent:
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      mobileHint: false,
      maxTouchPoints: 0,
      viewport: { width: 360, height: 800 },
    },
    false,
  ],
  [
    "desktop Safari on a Mac",
    {
      userAgent:
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      maxTouchPoints: 0,
      viewport: desktopViewport,
    },
    false,
  ],
  [
    "desktop Firefox on a touch-screen Windows laptop",
    {
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
      maxTouchPoints: 10,
      viewport: { width: 1280, height: 720 },
    },
    false,
  ],
];

describe("isPhoneDevice", () => {
  it.each(
    rows.map(
      ([name, device, phone]) => [`${name}: ${phone ? "phone" : "not a phone"}`, device, phone] as Row,
    ),
  )("%s", (_name, device, phone) => {
    expect(isPhoneDevice(device)).toBe(phone);
  });
});
