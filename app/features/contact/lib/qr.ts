import { encode } from "uqr";

/** A QR code as a square of modules, `true` for dark, including the quiet zone. */
export type QrMatrix = boolean[][];

/** Medium error correction and the standard four-module quiet zone, so phone cameras read it at a glance. */
export function qrMatrix(text: string): QrMatrix {
  return encode(text, { ecc: "M", border: 4 }).data;
}

/** One SVG path for all dark modules (one unit per module), joining horizontal runs to keep it short. */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join("");
}
