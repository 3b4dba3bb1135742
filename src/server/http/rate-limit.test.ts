import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { RateLimiter } from "./rate-limit";

const WINDOW = 60_000;
const TOO_MANY = "Muitas tentativas. Aguarde um minuto e tente novamente.";

/** A limiter on a clock the test moves by hand. */
function limiterAt(start = 1_000_000) {
  let now = start;
  const limiter = new RateLimiter(WINDOW, () => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

function refusal(run: () => void): HttpError | undefined {
  try {
    run();
    return undefined;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
}

describe("RateLimiter", () => {
  it("allows up to the limit and refuses the next attempt with a 429 in Portuguese", () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i++) expect(refusal(() => limiter.consume([["email:a", 5]]))).toBeUndefined();

    const error = refusal(() => limiter.consume([["email:a", 5]]));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", message: TOO_MANY });
  });

  it("keeps refusing until the window has passed, then allows again", () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 3; i++) limiter.consume([["k", 3]]);

    advance(WINDOW - 1);
    expect(refusal(() => limiter.consume([["k", 3]]))?.status).toBe(429);

    advance(1);
    expect(refusal(() => limiter.consume([["k", 3]]))).toBeUndefined();
    // ...and a full new allowance starts with that attempt.
    expect(refusal(() => limiter.consume([["k", 3]]))).toBeUndefined();
    expect(refusal(() => limiter.consume([["k", 3]]))).toBeUndefined();
    expect(refusal(() => limiter.consume([["k", 3]]))?.status).toBe(429);
  });

  it("counts each key on its own", () => {
    const { limiter } = limiterAt();
    limiter.consume([["email:a", 1]]);
    expect(refusal(() => limiter.consume([["email:a", 1]]))?.status).toBe(429);

    expect(refusal(() => limiter.consume([["email:b", 1]]))).toBeUndefined();
  });

  it("refuses when any one of the keys of an attempt is over its limit", () => {
    const { limiter } = limiterAt();
    limiter.consume([
      ["email:a", 1],
      ["ip:1", 10],
    ]);

    // Another address from the same IP is fine; the same address from another IP is not.
    expect(
      refusal(() =>
        limiter.consume([
          ["email:b", 1],
          ["ip:1", 10],
        ]),
      ),
    ).toBeUndefined();
    expect(
      refusal(() =>
        limiter.consume([
          ["email:a", 1],
          ["ip:2", 10],
        ]),
      )?.status,
    ).toBe(429);
  });

  it("windows start at each key's first attempt, not at a shared tick", () => {
    const { limiter, advance } = limiterAt();
    limiter.consume([["early", 1]]);
    advance(WINDOW / 2);
    limiter.consume([["late", 1]]);
    advance(WINDOW / 2);

    expect(refusal(() => limiter.consume([["early", 1]]))).toBeUndefined();
    expect(refusal(() => limiter.consume([["late", 1]]))?.status).toBe(429);
  });
});
