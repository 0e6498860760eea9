import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Runs only at build time: every page is prerendered (`ssr: false`). It waits for all content and
 * writes every Suspense boundary in place: by default React writes a boundary that comes after its
 * first 12 KB or so at the end of the document, its fallback in place until an inline script swaps
 * them. With Cal.com configured, the landing's 'Reservar demo' is such a boundary.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        // A page that cannot render must fail the build, not ship half-rendered.
        status = 500;
        console.error(error);
      },
    });
  });
}
