import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { Admission, admission, AdmissionRefused, OVERLOADED, type TAdmissionTimers } from "./admission";

/** Timers the test fires by hand: `advance` moves the clock, `turn` is one turn of the event loop. */
function handTimers() {
  let now = 0;
  const timeouts: Array<{ at: number; fn: () => void; live: boolean }> = [];
  let soon: Array<() => void> = [];
  const timers: TAdmissionTimers = {
    after(ms, fn) {
      const timer = { at: now + ms, fn, live: true };
      timeouts.push(timer);
      return () => (timer.live = false);
    },
    soon: (fn) => soon.push(fn),
  };
  return {
    timers,
    advance(ms: number) {
      now += ms;
      for (const timer of timeouts.filter((x) => x.live && x.at <= now)) {
        timer.live = false;
        timer.fn();
      }
    },
    turn() {
      const due = soon;
      soon = [];
      due.forEach((fn) => fn());
    },
  };
}

const limits = { maxActive: 2, maxQueue: 2, maxWaitMs: 1000, retryAfterSeconds: 2 };

/** Where an acquire stands once pending promise callbacks have run. */
async function stateOf(p: Promise<unknown>): Promise<string> {
  let state = "waiting";
  p.then(
    () => (state = "admitted"),
    (err: AdmissionRefused) => (state = `refused:${err.reason}`),
  );
  await new Promise((r) => setImmediate(r));
  return state;
}

describe("the admission line", () => {
  it("runs up to maxActive requests at once and lines up the rest in arrival order", async () => {
    const h = handTimers();
    const gate = new Admission(limits, h.timers);
    const releaseA = await gate.acquire();
    await gate.acquire();
    const c = gate.acquire();
    const d = gate.acquire();
    expect(gate.stats).toEqual({ active: 2, queued: 2 });

    releaseA();
    // The turn is handed on at the event loop's next turn, not inside the finishing request.
    expect(await stateOf(c)).toBe("waiting");
    h.turn();
    expect(await stateOf(c)).toBe("admitted");
    expect(await stateOf(d)).toBe("waiting");
  });

  it("refuses at once when the line is full", async () => {
    const gate = new Admission({ ...limits, maxActive: 1, maxQueue: 1 }, handTimers().timers);
    await gate.acquire();
    void gate.acquire().catch(() => undefined);
    expect(await stateOf(gate.acquire())).toBe("refused:queue-full");
  });

  it("refuses a request that waited longer than maxWaitMs, and the line moves on without it", async () => {
    const h = handTimers();
    const gate = new Admission({ ...limits, maxActive: 1 }, h.timers);
    const release = await gate.acquire();
    const late = gate.acquire();
    h.advance(999);
    expect(await stateOf(late)).toBe("waiting");
    const next = gate.acquire();
    h.advance(1);
    expect(await stateOf(late)).toBe("refused:timeout");

    release();
    h.turn();
    expect(await stateOf(next)).toBe("admitted");
  });

  it("drops a request whose caller hung up while it waited", async () => {
    const h = handTimers();
    const gate = new Admission({ ...limits, maxActive: 1 }, h.timers);
    const release = await gate.acquire();
    const caller = new AbortController();
    const gone = gate.acquire(caller.signal);
    const next = gate.acquire();
    caller.abort();
    expect(await stateOf(gone)).toBe("refused:aborted");
    expect(gate.stats.queued).toBe(1);

    release();
    h.turn();
    expect(await stateOf(next)).toBe("admitted");
  });

  it("lets no newcomer overtake the line while a turn is being handed on", async () => {
    const h = handTimers();
    const gate = new Admission({ ...limits, maxActive: 1 }, h.timers);
    const release = await gate.acquire();
    const first = gate.acquire();
    release();
    const newcomer = gate.acquire();
    h.turn();
    expect(await stateOf(first)).toBe("admitted");
    expect(await stateOf(newcomer)).toBe("waiting");
  });

  it("frees one turn however many times a request releases it", async () => {
    const h = handTimers();
    const gate = new Admission({ ...limits, maxActive: 1 }, h.timers);
    const release = await gate.acquire();
    const b = gate.acquire();
    const c = gate.acquire();
    release();
    release();
    h.turn();
    expect(await stateOf(b)).toBe("admitted");
    expect(await stateOf(c)).toBe("waiting");
    expect(gate.stats).toEqual({ active: 1, queued: 1 });
  });
});

describe("the admission middleware", () => {
  /** An app whose /slow requests hold their turn until the test lets them finish. */
  function appWithOneTurn() {
    const gate = new Admission(
      { maxActive: 1, maxQueue: 0, maxWaitMs: 1000, retryAfterSeconds: 3 },
      handTimers().timers,
    );
    let finish = () => {};
    const app = new Hono();
    app.use("*", admission(gate));
    app.get("/slow", () => new Promise<Response>((r) => (finish = () => r(new Response("pronto")))));
    app.all("/fast", (c) => c.text("ok"));
    return { app, gate, finish: () => finish() };
  }

  it("answers 503 with Retry-After and a Portuguese message when the server is saturated", async () => {
    const { app, finish } = appWithOneTurn();
    const slow = app.request("/slow");
    await new Promise((r) => setImmediate(r));

    const refused = await app.request("/fast");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("3");
    expect(await refused.json()).toEqual({ error: { code: "OVERLOADED", message: OVERLOADED } });

    finish();
    expect((await slow).status).toBe(200);
  });

  it("gives the turn back when a request fails, so the next one runs", async () => {
    const gate = new Admission(
      { maxActive: 1, maxQueue: 0, maxWaitMs: 1000, retryAfterSeconds: 3 },
      handTimers().timers,
    );
    const app = new Hono();
    app.use("*", admission(gate));
    app.onError((_err, c) => c.text("erro", 500));
    app.get("/boom", () => {
      throw new Error("falhou");
    });
    expect((await app.request("/boom")).status).toBe(500);
    expect(gate.stats).toEqual({ active: 0, queued: 0 });
  });

  it("lets uploads skip the line, whose bodies may take long to arrive", async () => {
    const { app, finish } = appWithOneTurn();
    const slow = app.request("/slow");
    await new Promise((r) => setImmediate(r));

    const form = new FormData();
    form.append("arquivo", new Blob(["%PDF-1.4"]), "a.pdf");
    expect((await app.request("/fast", { method: "POST", body: form })).status).toBe(200);
    finish();
    await slow;
  });
});
