import { describe, expect, it } from "vitest";
import { rememberServerToday, serverToday } from "./server-today";

describe("serverToday", () => {
  it("is the day the server's latest answer named, not this machine's", () => {
    rememberServerToday("2031-06-30");
    expect(serverToday()).toBe("2031-06-30");
    rememberServerToday(null); // an answer without the header (a proxy's error page) keeps it
    rememberServerToday("not-a-day");
    expect(serverToday()).toBe("2031-06-30");
  });
});
