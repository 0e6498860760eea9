import { describe, expect, it, vi } from "vitest";

import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once for every caller, and again after a failure", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("module");
    const get = loadOnce(load);

    await expect(get()).rejects.toThrow("offline");
    await expect(Promise.all([get(), get()])).resolves.toEqual(["module", "module"]);
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
