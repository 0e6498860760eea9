import jsQR from "jsqr";
import { describe, expect, it } from "vitest";

import { qrMatrix, qrPath } from "./qr";

/** Paints the matrix as RGBA pixels, the way a camera would see the SVG. */
function rasterize(matrix: boolean[][], scale = 4) {
  const size = matrix.length * scale;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const value = matrix[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      pixels.set([value, value, value, 255], (y * size + x) * 4);
    }
  }
  return { pixels, size };
}

describe("qrMatrix", () => {
  it.each(["tel:+15550100199", "https://wa.me/5491155550100"])(
    "encodes %s so that a reader decodes it",
    (text) => {
      const matrix = qrMatrix(text);
      const { pixels, size } = rasterize(matrix);
      expect(jsQR(pixels, size, size)?.data).toBe(text);
    },
  );

  it("has a four-module light quiet zone", () => {
    const matrix = qrMatrix("tel:+15550100199");
    for (const row of [...matrix.slice(0, 4), ...matrix.slice(-4)])
      expect(row.every((dark) => !dark)).toBe(true);
    for (const row of matrix)
      expect(
        row
          .slice(0, 4)
          .concat(row.slice(-4))
          .every((dark) => !dark),
      ).toBe(true);
  });
});

describe("qrPath", () => {
  it("draws one rectangle per horizontal run of dark modules", () => {
    const matrix = [
      [true, true, false],
      [false, true, false],
      [true, false, true],
    ];
    expect(qrPath(matrix)).toBe("M0 0h2v1h-2zM1 1h1v1h-1zM0 2h1v1h-1zM2 2h1v1h-1z");
  });

  it("draws nothing for an all-light matrix", () => {
    expect(qrPath([[false, false]])).toBe("");
  });
});
