import { useMemo } from "react";

import { qrMatrix, qrPath } from "../lib/qr";

/** A QR code drawn locally as inline SVG: dark on white whatever the theme, as cameras expect. */
export function QrCode({ value, label, caption }: { value: string; label: string; caption: string }) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const size = matrix.length;
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="size-40 rounded-lg"
        data-slot="qr-code"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={qrPath(matrix)} fill="#000" />
      </svg>
      <figcaption className="max-w-48 text-center text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
