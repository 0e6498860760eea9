import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";

import { reportError } from "./errors";
import { lazyWithFallback } from "./lazy-with-fallback";

vi.mock("./errors", () => ({ reportError: vi.fn() }));

type Props = { name: string };
const Fallback = ({ name }: Props) => <p>Sin conexión, {name}</p>;

describe("lazyWithFallback", () => {
  it("renders the loaded component once its code is there", async () => {
    const Loaded = lazyWithFallback<Props>(
      async () =>
        ({ name }) => <p>Hola, {name}</p>,
      Fallback,
      {
        feature: "demo",
      },
    );
    render(
      <Suspense>
        <Loaded name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText("Hola, Ana")).toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });

  it("reports a failed load and renders the fallback with the same props", async () => {
    const failure = new Error("chunk gone");
    const Loaded = lazyWithFallback<Props>(() => Promise.reject(failure), Fallback, { feature: "demo" });
    render(
      <Suspense>
        <Loaded name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText("Sin conexión, Ana")).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledExactlyOnceWith(failure, { feature: "demo" });
  });
});
