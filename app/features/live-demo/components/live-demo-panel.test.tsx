import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { liveDemo, liveDemoStats } from "~/content/live-demo";

import { LiveDemoPanel } from "./live-demo-panel";

describe("LiveDemoPanel", () => {
  it("is a figure named 'Sistema de IA Activo' whose picture is hidden and whose summary is read instead", () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(<LiveDemoPanel />);
    const figure = screen.getByRole("figure", { name: "Sistema de IA Activo" });
    expect(figure).toHaveTextContent(liveDemo.summary);
    for (const stat of liveDemoStats) expect(liveDemo.summary).toContain(String(stat.target));
    // Before the scene's code is fetched, the frame shows the counters at zero.
    const picture = figure.querySelector('[aria-hidden="true"] [data-slot="live-demo-stage"]');
    expect(picture).not.toBeNull();
    expect(screen.queryByText(liveDemoStats[0]!.label)).not.toBeNull();
    expect(screen.queryAllByText("0")).toHaveLength(2);
  });
});
